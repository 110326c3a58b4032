import { Dialog, Rate } from '@hiram/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { usePackText } from '../../../i18n/index.ts';
import { orderText } from '../text/order/index.ts';

/**
 * `DialogText`'s look, kept here: importing it would tie the stars' chunk, which the complaint
 * page loads too, to the order page's chunk (vite.config.ts, the rating group).
 */
const DialogText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

export interface RatingDialogProps {
  open: boolean;
  onCancel: () => void;
  /** The stars chosen, 0 for none; a returned promise keeps Send busy until it settles. */
  onSend: (stars: number) => unknown;
}

/** Spec section 4: five stars to rate the service, and Send. */
export function RatingDialog({ open, onCancel, onSend }: RatingDialogProps) {
  const o = usePackText(orderText);
  const [stars, setStars] = useState(0);
  // While the rating is on its way it cannot be cancelled: its answer opens the result (or the
  // store's prompt), which a borrower who had cancelled did not ask for.
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await onSend(stars);
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog
      open={open}
      title={o('order.rating.title')}
      onClose={sending ? undefined : onCancel}
      actions={[
        {
          key: 'cancel',
          text: o('order.rating.cancel'),
          variant: 'secondary',
          onClick: onCancel,
          disabled: sending,
        },
        { key: 'send', text: o('order.rating.send'), onClick: send },
      ]}
    >
      <DialogText>{o('order.rating.body')}</DialogText>
      <Rate
        value={stars}
        onChange={setStars}
        count={5}
        label={o('order.rating.title')}
        disabled={sending}
      />
    </Dialog>
  );
}
