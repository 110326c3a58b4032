import { type CityNode, loadOnce, toast } from '@hiram/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { bankApi, isApiError } from '../../../api/index.ts';
import { bridge } from '../../../bridge/index.ts';
import { usePackText, useT } from '../../../i18n/index.ts';
import { paths } from '../../../paths/index.ts';
import {
  mapReady,
  useBackWaits,
  usePageBack,
  useResource,
  useReturnTo,
  useStillShown,
} from '../../../screen/index.ts';
import { getSession, orderRefFrom } from '../../../session/index.ts';
import { bankText } from '../text/bank/index.ts';
import type { BindBankViewProps } from './BindBankView.tsx';
import { cardTypesOf, DEFAULT_CARD_TYPE, toBankField, visibleFields } from './bankFields.ts';
import { bindValues, initialValues, missingFields, selectedChannel } from './formValues.ts';
import { fetchPlaces } from './places.ts';

const LOAN_DETAIL = 'loanDetail';
/** Card repayment's 'Add a card': once saved, back to the card list to pay. */
const PAYMENT_WAY = 'paymentWay';

/** The city list, fetched once a form with a city field shows. */
const placesCode = loadOnce(fetchPlaces);

/** The state and actions of `/bindBank`. */
export function useBindBank(): BindBankViewProps {
  const t = usePackText(bankText);
  const app = useT();
  const pageBack = usePageBack();
  // Opened from the order page: back to it; opened on its own, the order page takes its place.
  const toOrder = useReturnTo(paths.loanDetail.href({ source: LOAN_DETAIL }));
  const stillShown = useStillShown();
  const { search } = useLocation();
  const session = getSession();
  const productId = useMemo(() => orderRefFrom(search, session).productId, [search, session]);
  const source = useMemo(() => new URLSearchParams(search).get('source') ?? undefined, [search]);
  const { state: loaded, retry } = useResource(
    (signal) => bankApi.getBankForm(productId, { signal }),
    [productId],
  );
  const fields = useMemo(
    () => (loaded.status === 'ready' ? loaded.data.items.map(toBankField) : []),
    [loaded],
  );
  const startValues = useMemo(() => initialValues(fields), [fields]);

  const [cardType, setCardType] = useState(DEFAULT_CARD_TYPE);
  /** What the borrower changed, kept across card types, failures and retries. */
  const [edits, setEdits] = useState<Record<string, string>>({});
  const values = useMemo(() => ({ ...startValues, ...edits }), [startValues, edits]);
  const channel = selectedChannel(fields, values);
  const shown = useMemo(
    () => visibleFields(fields, cardType, channel),
    [fields, cardType, channel],
  );
  const [missing, setMissing] = useState<readonly string[]>([]);
  const [refusals, setRefusals] = useState(0);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  // While the save is out, the form is what is being saved: Back waits for it (left then, the
  // account was saved unseen and bound twice), and changes do not take.
  const onBack = useBackWaits(() => sending.current, busy);

  // The native app learns the bank flow has started, once per page open.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    bridge.startBankBind();
  }, []);

  const [cityOptions, setCityOptions] = useState<readonly CityNode[]>(
    () => placesCode.loaded() ?? [],
  );
  const [citiesFailed, setCitiesFailed] = useState(false);
  const loadCities = useCallback(() => {
    setCitiesFailed(false);
    placesCode.load().then(setCityOptions, () => setCitiesFailed(true));
  }, []);
  const hasCity = fields.some((field) => field.kind === 'city');
  useEffect(() => {
    if (hasCity) loadCities();
  }, [hasCity, loadCities]);

  const done = () => {
    bridge.endBankBind();
    // Gone back while the save was out: the borrower is where they chose to be.
    if (!stillShown()) return;
    if (source === PAYMENT_WAY) {
      pageBack();
      return;
    }
    // A plain browser with no page to go back to (a link opened on its own) has nothing to
    // close: the order page shows instead of a Next that spins on.
    if (source === LOAN_DETAIL || !bridge.closes()) {
      toOrder();
    } else {
      bridge.closeWebView();
    }
  };

  const onNext = async () => {
    if (sending.current) return;
    const empty = missingFields(shown, values);
    setMissing(empty.map((field) => field.code));
    if (empty.length > 0) {
      const fields = empty.map((field) => field.title).join(t('bank.missing.between'));
      toast.show(t('bank.missing', { fields }));
      setRefusals((count) => count + 1);
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      await bankApi.bindCard({ productId, cardType, values: bindValues(shown, values), source });
    } catch (error) {
      // The client has toasted the server's message or the network failure; nothing is lost.
      if (!isApiError(error)) throw error;
      sending.current = false;
      setBusy(false);
      return;
    }
    // Leaving: the button stays busy, so nothing is sent again meanwhile.
    done();
  };

  return {
    state: mapReady(loaded, () => ({
      cardTypes: cardTypesOf(fields),
      fields: shown,
      empty: fields.length === 0,
    })),
    onRetry: retry,
    onBack,
    cardType,
    onCardTypeChange: (type) => {
      if (!sending.current) setCardType(type);
    },
    values,
    onValueChange: (code, value) => {
      if (sending.current) return;
      setEdits((current) => ({ ...current, [code]: value }));
      setMissing((current) => current.filter((missed) => missed !== code));
    },
    missing,
    refusals,
    cities: {
      options: cityOptions,
      failed: citiesFailed,
      // The list failed to come (a dropped network): opening the field asks again.
      onOpen: () => {
        if (citiesFailed) loadCities();
      },
    },
    onPickerUnavailable: () => toast.show(app('screen.offline.body')),
    onNext,
    busy,
  };
}
