import { Button, NavBar } from '@hiram/ui';
import { styled } from 'styled-components';
import type { OrderDetail, RecommendedProduct } from '../../../api/index.ts';
import { useT } from '../../../i18n/index.ts';
import { type ResourceState, ScreenStatus } from '../../../screen/index.ts';
import { PageBody } from '../shared/PageBody.tsx';
import { RecommendedProducts } from '../shared/RecommendedProducts.tsx';
import { OrderActionButtons } from './OrderActionButtons.tsx';
import { type OrderDialogHandlers, OrderDialogs } from './OrderDialogs.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { type OrderAction, orderActions } from './orderActions.ts';
import type { OrderDialog } from './orderDialogs.ts';

export interface OrderDetailViewProps extends OrderDialogHandlers {
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
  return (
    <>
      <NavBar title={t('title.loanDetail')} onBack={onBack} backLabel={t('app.back')} />
      {state.status === 'loading' && <ScreenStatus status="loading" />}
      {state.status === 'error' && (
        <ScreenStatus status="error" error={state.error} onRetry={onRetry} />
      )}
      {state.status === 'ready' && (
        <PageBody>
          <OrderSummary {...state.data} />
          {showProducts ? (
            <>
              <RecommendedProducts products={state.data.recProducts} onSelect={onSelectProduct} />
              <More variant="ghost" onClick={onMoreProducts}>
                {t('order.products.more')}
              </More>
            </>
          ) : (
            <OrderActionButtons
              actions={orderActions(state.data.orderStatus, state.data.isDelay)}
              onAction={onAction}
            />
          )}
          <OrderDialogs dialog={dialog} order={state.data} {...dialogHandlers} />
        </PageBody>
      )}
    </>
  );
}
