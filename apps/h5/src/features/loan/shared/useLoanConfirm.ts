import { toast } from '@hiram/ui';
import { useMemo, useReducer, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  type Agreement,
  isApiError,
  type LoanConfirm,
  mayHaveLanded,
  unsureOutcome,
} from '../../../api/index.ts';
import { bridge, useNativeBack } from '../../../bridge/index.ts';
import { useI18n, usePackText } from '../../../i18n/index.ts';
import { linkGuard } from '../../../link/index.ts';
import { paths } from '../../../paths/index.ts';
import {
  mapReady,
  useEntryState,
  useFollowLink,
  usePageBack,
  useResource,
} from '../../../screen/index.ts';
import { getSession } from '../../../session/index.ts';
import { costText } from '../text/cost/index.ts';
import { loanText } from '../text/loan/index.ts';
import { withCheckedUrls } from './checkedUrls.ts';
import type { ConfirmCalls } from './confirmCalls.ts';
import type { LoanConfirmScreen } from './confirmScreenProps.ts';
import { confirmProductId, withFromConfirm } from './confirmUrls.ts';
import {
  holdsLoan,
  noOverlay,
  overlayReducer,
  retainsOnBack,
  visibleOverlay,
} from './loanOverlays.ts';

function ignoreApiError(error: unknown): void {
  // The client has already toasted what went wrong.
  if (!isApiError(error)) throw error;
}

/** The state and actions of a loan confirm page, over the V3 or the older calls. */
export function useLoanConfirm<TConfirm extends LoanConfirm>(
  calls: ConfirmCalls<TConfirm>,
  { promo }: { promo: boolean },
): LoanConfirmScreen<TConfirm> {
  const session = getSession();
  const productId = confirmProductId(useLocation().search, session);
  const { locale, t } = useI18n();
  const { state, retry } = useResource(
    async (signal) => {
      // The disclosure's words come with the offer, so the block is there from its first frame
      // and never pushes the page down as it arrives.
      const [answer] = await Promise.all([calls.load(productId, signal), costText.load(locale)]);
      return answer;
    },
    // Another language does not fetch the offer again, only the words.
    [productId],
  );
  const data = state.status === 'ready' ? state.data : null;
  const shown = useMemo(() => mapReady(state, (raw) => withCheckedUrls(raw, linkGuard)), [state]);

  const [now] = useState(Date.now);
  // Kept with the page's history entry: back from an agreement it led to, the borrower finds
  // the box as they left it and the modals they dismissed still dismissed.
  const [consent, keepConsent] = useEntryState('loanConsent');
  const checked = consent !== 'withdrawn';
  const [dismissed, keepDismissed] = useEntryState('loanOverlaysDismissed');
  const [overlays, dispatch] = useReducer(overlayReducer, noOverlay);
  // Queued while the answer renders, so its modal comes in the same commit, not in a second
  // render of the whole screen after it.
  const [overlaysOf, setOverlaysOf] = useState<typeof data>(null);
  if (data && data !== overlaysOf) {
    setOverlaysOf(data);
    dispatch({
      type: 'loaded',
      popAgreementUrl: data.confirm.popAgreementUrl,
      promo,
      dismissed: Number(dismissed ?? 0) || 0,
    });
  }

  const pushing = useRef(false);
  const [loanBusy, setLoanBusy] = useState(false);
  const pageBack = usePageBack();
  const retains = data !== null && retainsOnBack(data.confirm.isPopType);
  // While the loan is on its way, Back waits for it: its answer says where the borrower goes.
  const back = () => {
    if (!pushing.current) retains ? dispatch({ type: 'back' }) : pageBack();
  };
  useNativeBack(() => {
    back();
    return true;
  }, retains || loanBusy);
  const l = usePackText(loanText);
  const follow = useFollowLink();
  const onLoan = async () => {
    if (!data || pushing.current) return;
    // The agreement's dialog is owed but its code has not come: the press is answered, not lost.
    if (holdsLoan(overlays)) {
      toast.show(t('app.loading'));
      return;
    }
    // The button is inactive, not disabled: the tap arrives so the borrower learns why.
    if (!checked) {
      toast.show(l('loan.agreeFirst'));
      return;
    }
    pushing.current = true;
    setLoanBusy(true);
    let url: string;
    try {
      url = await calls.push(productId, data.confirm);
    } catch (error) {
      // The client has already toasted what went wrong.
      if (!isApiError(error)) throw error;
      // With no answer to trust, the order page shows whether the loan was taken: a second tap
      // here could take a second one.
      if (mayHaveLanded(error, navigator.onLine)) {
        toast.show(unsureOutcome(error, l('loan.pushUnanswered'), t('api.error')));
        follow(paths.loanDetail.href({ from: 'confirm' }), { replace: true });
        return;
      }
      pushing.current = false;
      setLoanBusy(false);
      return;
    }
    // The loan is taken: the button stays busy while the page is left, so it is never sent again.
    // A lend details URL the guard refuses (its toast says so) gives way to the app's own. It is
    // judged as sent: adding from=confirm would encode away a character the guard refuses.
    if (!follow(linkGuard.check(url).ok ? withFromConfirm(url) : url, { replace: true })) {
      follow(paths.loanDetail.href({ from: 'confirm' }), { replace: true });
    }
  };

  const opening = useRef(false);
  const [pendingAgreement, setPendingAgreement] = useState<Agreement>();
  // The loan wins: an agreement's page opened while it is on its way would drop its answer, and
  // Back from that page would offer Loan Now again, for a second loan.
  const onOpenAgreement = async (agreement: Agreement) => {
    if (opening.current || pushing.current) return;
    opening.current = true;
    setPendingAgreement(agreement);
    try {
      const request = { productId, position: agreement.position, orderId: session.orderId };
      const url = await calls.agreementUrl(request);
      if (!pushing.current) follow(url);
    } catch (error) {
      ignoreApiError(error);
    } finally {
      opening.current = false;
      setPendingAgreement(undefined);
    }
  };

  return {
    state: shown,
    onRetry: retry,
    currencyFlag: session.currencyType,
    now,
    checked,
    onCheckedChange: (next) => keepConsent(next ? 'given' : 'withdrawn'),
    loanBusy,
    onLoan,
    pendingAgreement,
    onOpenAgreement: (agreement) => void onOpenAgreement(agreement),
    overlay: visibleOverlay(overlays),
    onDismissOverlay: () => {
      keepDismissed(String(overlays.dismissed + 1));
      dispatch({ type: 'dismiss' });
    },
    onStay: () => dispatch({ type: 'stay' }),
    // Where there is no web view to close nor a page to go back to (a link opened in a messaging
    // app's browser), Cancel leaves for the site's home rather than doing nothing.
    onLeave: () =>
      bridge.closes()
        ? bridge.closeWebView()
        : linkGuard.navigate(paths.home.href(), { replace: true }),
    onBack: back,
  };
}
