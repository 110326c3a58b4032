import { Button } from '@hiram/ui';
import { useId } from 'react';
import { styled } from 'styled-components';
import { usePackText } from '../../../i18n/index.ts';
import { orderText } from '../text/order/index.ts';
import type { OrderAction, OrderActionId } from './orderActions.ts';

export interface OrderActionButtonsProps {
  actions: readonly OrderAction[];
  /** A returned promise keeps the button busy until it settles. */
  onAction: (action: OrderAction) => unknown;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

const labels = {
  repayNow: 'order.action.repayNow',
  rollover: 'order.action.rollover',
  repayment: 'order.action.repayment',
  borrowAgain: 'order.action.borrowAgain',
} as const satisfies Record<OrderActionId, string>;

/** The order's buttons; the rollover one sits under its 'Short of money?' label. */
export function OrderActionButtons({ actions, onAction }: OrderActionButtonsProps) {
  const o = usePackText(orderText);
  const hintId = useId();
  if (actions.length === 0) return null;
  return (
    <Stack>
      {actions.map((action) =>
        action.id === 'rollover' ? (
          <Stack key={action.id}>
            <Hint id={hintId}>{o('order.action.rolloverHint')}</Hint>
            <Button
              block
              variant="secondary"
              aria-describedby={hintId}
              onClick={() => onAction(action)}
            >
              {o(labels[action.id])}
            </Button>
          </Stack>
        ) : (
          <Button key={action.id} block onClick={() => onAction(action)}>
            {o(labels[action.id])}
          </Button>
        ),
      )}
    </Stack>
  );
}
