import { Button } from '@hiram/ui';
import { styled } from 'styled-components';
import { usePackText, useT } from '../../../i18n/index.ts';
import type { OrderDetail, RecommendedProduct } from '../../../model/index.ts';
import { type ResourceState, ScreenLayout } from '../../../screen/index.ts';
import { RecommendedProducts } from '../shared/RecommendedProducts.tsx';
import { orderText } from '../text/order/index.ts';
import { OrderActionButtons } from './OrderActionButtons.tsx';
import { type OrderDialogHandlers, OrderDialogs } from './OrderDialogs.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { type OrderAction, orderActions } from './orderActions.ts';
import type { OrderDialog } from './orderDialogs.ts';

export interface OrderDetailViewProps extends OrderDialogHandlers {
  /** The order with its logos already checked (`withCheckedImages`). */
  state: ResourceState<OrderDetail>;
  onRetry: () => void;
  onBack: () => void;
  /** Recommended products instead of the buttons (the spec's `isShowLoanMarket`). */
  showProducts: boolean;
  /** The dialog on screen; one at a time. */
  dialog: OrderDialog | null;
  /** A button for the order's status; a returned promise keeps it busy until it settles. */
  onAction: (action: OrderAction) => unknown;
  /** 'Click to view more products'. */
  onMoreProducts: () => void;
  onSelectProduct: (product: RecommendedProduct) => unknown;
}

const More = styled(Button)`
  align-self: center;
`;

/** Order details: status, product, detail rows, the status's buttons and the order's dialogs. */
export function OrderDetailView({
  state,
  onRetry,
  onBack,
  showProducts,
  dialog,
  onAction,
  onMoreProducts,
  onSelectProduct,
  ...dialogHandlers
}: OrderDetailViewProps) {
  const t = useT();
  const o = usePackText(orderText);
  return (
    <ScreenLayout title={t('title.loanDetail')} onBack={onBack} state={state} onRetry={onRetry}>
      {(order) => (
        <>
          <OrderSummary {...order} />
          {showProducts ? (
            <>
              <RecommendedProducts products={order.recProducts} onSelect={onSelectProduct} />
              <More variant="ghost" onClick={onMoreProducts}>
                {o('order.products.more')}
              </More>
            </>
          ) : (
            <OrderActionButtons
              actions={orderActions(order.orderStatus, order.isDelay)}
              onAction={onAction}
            />
          )}
          <OrderDialogs dialog={dialog} order={order} {...dialogHandlers} />
        </>
      )}
    </ScreenLayout>
  );
}
