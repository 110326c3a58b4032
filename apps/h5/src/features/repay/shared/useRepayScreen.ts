import { copyText, toast, whenIdle } from '@hiram/ui';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { usePackText } from '../../../i18n/index.ts';
import { linkGuard } from '../../../link/index.ts';
import { paths } from '../../../paths/index.ts';
import {
  mapReady,
  useDisplayFormat,
  useNavigateOnce,
  usePageBack,
  useResource,
} from '../../../screen/index.ts';
import { reloadWhenOnline } from '../../../screen/reloadWhenOnline.ts';
import { getSession, orderRefFrom } from '../../../session/index.ts';
import { paymentText } from '../text/payment/index.ts';
import type { RepayKind } from './repayKind.ts';
import { barcodeValue, type RepayPage } from './repayScreen.ts';
import type { RepayScreenProps } from './screenProps.ts';
import { useChannelPayment } from './useChannelPayment.ts';

/** The data, the pay-code box and the channel payment of a repayment screen. */
export function useRepayScreen<TDetail extends RepayPage, TScreen>(
  kind: RepayKind<TDetail, TScreen>,
): RepayScreenProps<TScreen> {
  const t = usePackText(paymentText);
  const navigate = useNavigateOnce();
  const onBack = usePageBack();
  const { search } = useLocation();
  const session = getSession();
  const order = useMemo(() => orderRefFrom(search, session), [search, session]);
  const { state: loaded, retry } = useResource(
    (signal) => kind.load(order, signal),
    [kind, order.orderId, order.productId],
    { refreshOnReturn: true },
  );
  const format = useDisplayFormat(session.currencyType);
  const state = useMemo(
    () => mapReady(loaded, (detail) => kind.screen(detail, format, linkGuard.image)),
    [kind, loaded, format],
  );
  const detail = loaded.status === 'ready' ? loaded.data : null;
  const payment = useChannelPayment(order, detail && kind.payment(detail));

  // The code that keeps the pay code for its page: fetched once the screen shows, not at the tap.
  const shown = detail !== null;
  useEffect(() => {
    if (shown) return whenIdle(() => void import('./repaymentInfo.ts').catch(() => undefined));
  }, [shown]);

  const opening = useRef(false);
  const onOpenPayCode = async () => {
    if (!detail || opening.current) return;
    opening.current = true;
    const info = kind.repaymentInfo(detail);
    // 'Copy & pay': the tap that opens the code's page copies it too, while it is a tap.
    const copied = copyText(barcodeValue(info.defDetail.payCode));
    // The storage code is only needed here, so it stays out of the screen's first load.
    const storage = await import('./repaymentInfo.ts').catch(() => null);
    opening.current = false;
    if (!storage) {
      // The code did not arrive (offline): say so rather than leave the tap unanswered, and load
      // the page anew once online, as the browser keeps that import failed for the page's life.
      toast.show(t('payment.payCode.offline'));
      reloadWhenOnline(window);
      return;
    }
    const owner = { userId: session.userId, orderId: order.orderId };
    if (!storage.saveRepaymentInfo({ ...info, owner }, storage.pageStorage)) {
      toast.show(t('payment.payCode.saveFailed'));
      return;
    }
    navigate(paths.repaymentOfCode2.href(order));
    if (await copied) toast.show(t('payment.payCode.copied'));
  };

  return {
    state,
    onRetry: retry,
    onBack,
    helpHref: paths.paymentInstructions.href(),
    onOpenHelp: () => navigate(paths.paymentInstructions.href()),
    onOpenPayCode,
    payment,
  };
}
