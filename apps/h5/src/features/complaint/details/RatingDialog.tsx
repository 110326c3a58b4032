import { Dialog, Rate } from '@hiram/ui';
import { styled } from 'styled-components';
import { usePackText } from '../../../i18n/index.ts';
import { followText } from '../text/follow/index.ts';

export interface RatingDialogProps {
  open: boolean;
  /** Stars chosen, 0 for none. */
  stars: number;
  /** The score is on its way: Send is busy, Cancel waits. */
  sending: boolean;
  onStars: (stars: number) => void;
  onCancel: () => void;
  /** A returned promise keeps Send busy until it settles. */
  onSend: () => unknown;
}

const Stars = styled.div`
  display: flex;
  justify-content: center;
`;

/** 'Please rate this service': five stars, Cancel and Send. */
export function RatingDialog({
  open,
  stars,
  sending,
  onStars,
  onCancel,
  onSend,
}: RatingDialogProps) {
  const f = usePackText(followText);
  const title = f('follow.rating.title');
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      actions={[
        {
          key: 'cancel',
          text: f('follow.rating.cancel'),
          variant: 'secondary',
          onClick: onCancel,
          disabled: sending,
        },
        { key: 'send', text: f('follow.rating.send'), onClick: onSend, busy: sending },
      ]}
    >
      <Stars>
        <Rate value={stars} onChange={onStars} count={5} label={title} disabled={sending} />
      </Stars>
    </Dialog>
  );
}
