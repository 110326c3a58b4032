import { dismissTopLayer, startStoredCountdown, toast, whenIdle } from '@hiram/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isApiError, mayHaveLanded, repayApi, unsureOutcome } from '../../../api/index.ts';
import { useNativeBack } from '../../../bridge/index.ts';
import { usePackText, useT } from '../../../i18n/index.ts';
import { paths } from '../../../paths/index.ts';
import {
  useFollowLink,
  useNavigateOnce,
  usePageBack,
  useResource,
  useReturnFromApp,
} from '../../../screen/index.ts';
import { getSession, orderRefFrom } from '../../../session/index.ts';
import { amountToPay } from '../shared/pageQuery.ts';
import { cardText } from '../text/card/index.ts';
import type { CardRepayViewProps } from './CardRepayView.tsx';
import { commitOutcome } from './commitOutcome.ts';
import { NO_CARD, type PayCard, type PayChoice, payDecision } from './payChoice.ts';
import { commitPayload, confirmPayload } from './repayPayloads.ts';
import { isCompleteCode, SMS_COUNTDOWN_SECONDS, smsCountdownKey } from './smsCode.ts';
import { forgetSmsStep, keepSmsStep, keptSmsStep } from './smsStep.ts';
import { warmVerifyStep } from './verifyStepCode.ts';

/** Spec section 8: `repayment-confirm`'s wrong-code answer. */
const WRONG_CODE = '800006';
/** Spec section 8: 'do not submit duplicate payment request', the payment is already in. */
const ALREADY_SENT = '800005';

interface Verifying {
  card: PayCard;
  /** The last commit's `repayRecordId`: a resend makes a new one. */
  recordId: string;
  /** The amount that commit was for. */
  amount: number;
}

const tabStorage = () => window.sessionStorage;

function ignoreApiError(error: unknown): void {
  // The client has already toasted what went wrong (800006 and 800005 in their own words).
  if (!isApiError(error)) throw error;
}

/** The state and actions of `/paymentWay`. */
export function useCardRepay(): CardRepayViewProps {
  const t = usePackText(cardText);
  const app = useT();
  const navigate = useNavigateOnce();
  const onBack = usePageBack();
  const { search } = useLocation();
  const session = getSession();
  const { orderId, productId } = useMemo(() => orderRefFrom(search, session), [search, session]);
  const amount = useMemo(() => amountToPay(new URLSearchParams(search).get('amount')), [search]);
  // Spec section 8: a failed card list says the server's message, or the client's 'failed to
  // query card list'.
  const { state, retry } = useResource(
    (signal) => repayApi.getRepaymentWay(orderId, { signal }),
    [orderId],
  );
  const data = state.status === 'ready' ? state.data : null;
  const shown = data !== null;
  // The cards are up: fetch the SMS step when the page is next idle, as layers do, so it is
  // usually here when a commit asks for it and never races the cards' own paint.
  useEffect(() => {
    if (shown) return whenIdle(warmVerifyStep);
  }, [shown]);

  const [choice, setChoice] = useState<PayChoice>(NO_CARD);
  const [verifying, setVerifying] = useState<Verifying | null>(null);
  /** The SMS step, kept for a page the phone reloads while the borrower reads the code. */
  const step = (next: Verifying | null) => {
    setVerifying(next);
    if (next) keepSmsStep(tabStorage, orderId, next, Date.now());
    else forgetSmsStep(tabStorage, orderId);
  };
  const cards = data?.bankCards;
  useEffect(() => {
    if (!cards) return;
    const kept = keptSmsStep(tabStorage, orderId, cards, amount, Date.now());
    if (!kept) return;
    setChoice(kept.index);
    setVerifying({ card: kept.card, recordId: kept.recordId, amount: kept.amount });
  }, [cards, orderId, amount]);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const [codeRefusals, setCodeRefusals] = useState(0);
  const refuseCode = (message: string) => {
    setCodeError(message);
    setCodeRefusals((count) => count + 1);
  };
  const [busy, setBusy] = useState(false);
  /** One request at a time, whatever is tapped: pay, resend or confirm. */
  const sending = useRef(false);
  const countdownKey = smsCountdownKey(orderId);

  /** Set once the page is being left: it stays busy, so nothing is sent again meanwhile. */
  const left = useRef(false);
  const follow = useFollowLink();
  const leave = (leaving: boolean) => {
    left.current ||= leaving;
    return leaving;
  };
  // The e-wallet's page opened in its app and this page stayed: back on it, the borrower may pay.
  const away = useReturnFromApp(() => {
    left.current = false;
    sending.current = false;
    setBusy(false);
  });

  /** Runs `send` unless another request is out; false when it did not run or failed. */
  const exclusive = async (send: () => Promise<boolean>, showBusy = true): Promise<boolean> => {
    if (sending.current) return false;
    sending.current = true;
    if (showBusy) setBusy(true);
    try {
      return await send();
    } catch (error) {
      ignoreApiError(error);
      return false;
    } finally {
      if (!left.current) {
        sending.current = false;
        if (showBusy) setBusy(false);
      }
    }
  };

  /** Paid: the order page takes this one's place, so Back does not return to a spent token. */
  const toOrder = () => {
    leave(true);
    forgetSmsStep(tabStorage, orderId);
    navigate(paths.loanDetail.href({ orderId, productId }), { replace: true });
  };

  /**
   * The order page may still show the loan as due: the borrower is told the payment is sent, for
   * long enough to outlast the order page's loading on a slow network.
   */
  const paid = () => {
    toast.show(t('card.paid'), { duration: 6000 });
    toOrder();
  };

  /** Commits with `card`; true when the server asks for the SMS code it has just sent. */
  const commit = async (card: PayCard, repayToken: string, payAmount: number) => {
    const answer = await repayApi.commitRepayment(
      commitPayload({ card, amount: payAmount, orderId, repayToken }),
    );
    const outcome = commitOutcome(answer);
    if (outcome === 'paid') paid();
    else if (outcome === 'unreadable') toast.show(app('api.malformed'));
    else step({ card, recordId: answer.repayRecordId, amount: payAmount });
    return outcome === 'verify';
  };

  /**
   * A commit whose answer is lost may have taken the payment (a card charged at commit): the
   * order page, which shows whether it did, takes this one's place, so Pay is not offered again.
   */
  const unanswered = (error: unknown): false => {
    if (!isApiError(error) || !mayHaveLanded(error, navigator.onLine)) throw error;
    toast.show(unsureOutcome(error, t('card.payUnanswered'), app('api.error')));
    toOrder();
    return false;
  };

  const onPay = () => {
    if (!data || sending.current) return;
    const decision = payDecision(choice, data, amount);
    if (decision.kind === 'noAmount') {
      toast.show(t('card.noAmount'));
      return;
    }
    if (decision.kind === 'chooseCard') {
      toast.show(t('card.chooseCard'));
      return;
    }
    if (decision.kind === 'alipay') {
      return exclusive(async () => {
        const url = await repayApi.startAlipayRepayment({
          userId: getSession().userId,
          orderId,
          amount: decision.amount,
        });
        const leaving = leave(follow(url));
        if (leaving) away();
        return leaving;
      });
    }
    return exclusive(async () => {
      const asked = await commit(decision.card, data.repayToken, decision.amount).catch(unanswered);
      if (asked) {
        setCode('');
        setCodeError('');
        startStoredCountdown(countdownKey, SMS_COUNTDOWN_SECONDS);
      }
      return asked;
    });
  };

  // The CountdownButton shows its own busy state and starts counting on `true`.
  const onResend = () =>
    exclusive(async () => {
      if (!data || !verifying || amount === null) return false;
      const sent = await commit(verifying.card, data.repayToken, amount).catch(unanswered);
      // The new code is the one to confirm: the old one, and why it was refused, go.
      if (sent) {
        setCode('');
        setCodeError('');
      }
      return sent;
    }, false);

  const onConfirm = () => {
    if (!verifying || sending.current) return;
    if (!isCompleteCode(code)) {
      toast.show(t('card.verify.wrongCode'));
      refuseCode(t('card.verify.wrongCode'));
      return;
    }
    return exclusive(async () => {
      try {
        await repayApi.confirmRepayment(confirmPayload(orderId, code, verifying.recordId));
      } catch (error) {
        // The client toasted it; a wrong code also stays under the field until it is changed.
        if (isApiError(error) && String(error.code) === WRONG_CODE) refuseCode(error.message);
        // A Confirm again after one whose answer was lost: the order page shows the payment.
        if (!isApiError(error) || String(error.code) !== ALREADY_SENT) throw error;
        toOrder();
        return true;
      }
      paid();
      return true;
    });
  };

  /**
   * Back from the SMS step returns to the cards, else leaves; not while a request is out: left
   * then, a payment would land unseen, and the cards back again would offer Pay a second time.
   */
  const back = () => {
    if (sending.current) return;
    if (!verifying) onBack();
    else step(null);
  };
  // The phone's back does what the nav bar's does: from the SMS step, the cards.
  useNativeBack(
    () => {
      if (!dismissTopLayer()) back();
      return true;
    },
    verifying !== null || busy,
  );

  return {
    state,
    onRetry: retry,
    onBack: back,
    currencyFlag: session.currencyType,
    amount,
    choice,
    onChoose: setChoice,
    // The bind page brings the borrower back here once saved (its source), not out of the app.
    onAddCard: () => {
      if (!sending.current) navigate(paths.bindBank.href({ source: 'paymentWay' }));
    },
    onPay,
    verifying: verifying?.card ?? null,
    code,
    onCodeChange: (next) => {
      setCode(next);
      setCodeError('');
    },
    codeError,
    codeRefusals,
    countdownKey,
    onResend,
    onResendBlocked: (seconds) => toast.show(t('card.verify.wait', { seconds })),
    onConfirm,
    busy,
  };
}
