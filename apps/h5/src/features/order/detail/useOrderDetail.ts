import { toast } from '@hiram/ui';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { briefly, orderApi } from '../../../api/index.ts';
import { bridge } from '../../../bridge/index.ts';
import { usePackText } from '../../../i18n/index.ts';
import { linkGuard } from '../../../link/index.ts';
import { paths } from '../../../paths/index.ts';
import {
  mapReady,
  useFollowLink,
  useNavigateOnce,
  usePageBack,
  useResource,
  useStillShown,
} from '../../../screen/index.ts';
import { getSession, orderRefFrom } from '../../../session/index.ts';
import { useOpenProduct } from '../shared/useOpenProduct.ts';
import { orderText } from '../text/order/index.ts';
import { bankTipFlag } from './bankTipFlag.ts';
import { withCheckedImages } from './checkedImages.ts';
import type { OrderDetailViewProps } from './OrderDetailView.tsx';
import {
  BORROW_AGAIN_MODULE_ID,
  BORROW_AGAIN_POSITION_ID,
  isShowLoanMarket,
  type OrderAction,
} from './orderActions.ts';
import { ratingStep } from './orderDialogs.ts';
import { useOrderDialogs } from './useOrderDialogs.ts';
import { usePlayedRedirect } from './usePlayedRedirect.ts';

/**
 * The order page's state and actions: the order (refreshed on return), its dialogs and the
 * playeduL redirect, the actions' navigation, Borrow Again, the rating and the products.
 */
export function useOrderDetail(): OrderDetailViewProps {
  const o = usePackText(orderText);
  const navigate = useNavigateOnce();
  const follow = useFollowLink();
  const back = usePageBack();
  const openProduct = useOpenProduct();
  const { search } = useLocation();
  const { orderId, productId } = useMemo(() => orderRefFrom(search, getSession()), [search]);
  const { state: loaded, retry } = useResource(
    (signal) => orderApi.getOrderDetail({ orderId, productId }, { signal }),
    [orderId, productId],
    { refreshOnReturn: true },
  );
  const state = useMemo(
    () => mapReady(loaded, (detail) => withCheckedImages(detail, linkGuard.image)),
    [loaded],
  );
  const order = state.status === 'ready' ? state.data : null;
  const leaving = usePlayedRedirect(order);
  const { dialog, dismiss, showRatingResult } = useOrderDialogs(order, leaving);

  // An answer that comes once the borrower has left opens nothing native over where they went.
  const stillShown = useStillShown();

  /** The native app's home; a plain browser has none, and the site's home page stands in. */
  const goHome = () => {
    if (!bridge.goHome()) navigate(paths.home.href());
  };

  const borrowAgain = async (h5Url: string) => {
    // Only statistics: the borrower borrows again whatever it answers, and soon.
    await briefly(
      orderApi.logEvent({
        productId,
        moduleId: BORROW_AGAIN_MODULE_ID,
        positionId: BORROW_AGAIN_POSITION_ID,
      }),
    );
    if (!stillShown()) return;
    if (h5Url.trim()) follow(h5Url);
    else goHome();
  };

  const act = (action: OrderAction) => {
    if (action.id === 'borrowAgain') return borrowAgain(order?.h5Url ?? '');
    bankTipFlag.set();
    navigate(paths[action.to].href({ orderId, productId }));
  };

  const sendRating = async (stars: number) => {
    const step = ratingStep(stars);
    if (step === 'choose') {
      toast.show(o('order.rating.choose'));
      return;
    }
    try {
      await orderApi.submitRating();
    } catch {
      return;
    }
    if (!stillShown()) return;
    dismiss('rating');
    // A plain browser has no store to rate in: the borrower is thanked instead.
    if (step === 'thanks' || !bridge.goRating()) showRatingResult();
  };

  return {
    state,
    onRetry: retry,
    onBack: back,
    showProducts: order ? isShowLoanMarket(order.orderStatus) : false,
    dialog,
    onAction: act,
    onMoreProducts: goHome,
    onSelectProduct: openProduct,
    onDismiss: dismiss,
    onWithdraw: () => navigate(paths.loanConfirm.href({ productId })),
    onBindCard: () => navigate(paths.bindBank.href({ source: 'loanDetail' })),
    onSendRating: sendRating,
  };
}
