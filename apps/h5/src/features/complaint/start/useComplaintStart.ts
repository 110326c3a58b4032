import { toast } from '@hiram/ui';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { complaintApi } from '../../../api/index.ts';
import { usePackText } from '../../../i18n/index.ts';
import { linkGuard } from '../../../link/index.ts';
import { paths } from '../../../paths/index.ts';
import { mapReady, useNavigateOnce, usePageBack, useResource } from '../../../screen/index.ts';
import { getSession, orderRefFrom } from '../../../session/index.ts';
import { browserStorage, keepOrderNo, readOrderNo } from '../shared/complaintStorage.ts';
import { fileText } from '../text/file/index.ts';
import type { ComplaintStartViewProps } from './ComplaintStartView.tsx';
import { chooseSubType, chooseType, type TypeDecision } from './questionChoice.ts';
import { selectedOrder, startScreen } from './startScreen.ts';

/** The state and actions of `/complaint`. */
export function useComplaintStart(): ComplaintStartViewProps {
  const t = usePackText(fileText);
  const navigate = useNavigateOnce();
  const onBack = usePageBack();
  const { search } = useLocation();
  // The route's early call is exactly this one: the page takes its answer.
  const { orderId } = orderRefFrom(search, getSession());
  const { state: loaded, retry } = useResource(
    (signal) => complaintApi.getProblemInit(orderId, { signal }),
    [orderId],
  );
  const [chosenNo, setChosenNo] = useState<string | null>(null);
  const [ordersOpen, setOrdersOpen] = useState(false);
  const [subTypesOpen, setSubTypesOpen] = useState(false);

  // The order chosen on an earlier visit to this order's page; storage exists only in the browser.
  useEffect(() => {
    setChosenNo(readOrderNo(browserStorage, orderId));
  }, [orderId]);

  const state = useMemo(
    () =>
      mapReady(loaded, (init) => {
        const screen = startScreen(init, linkGuard.image);
        return { ...screen, selected: selectedOrder(screen, chosenNo) };
      }),
    [loaded, chosenNo],
  );
  const data = state.status === 'ready' ? state.data : null;
  const selected = data?.selected ?? null;

  const follow = (decision: TypeDecision) => {
    switch (decision.kind) {
      case 'chooseOrder':
        toast.show(t('file.start.chooseOrder'));
        return;
      case 'collectionRefused':
        setSubTypesOpen(false);
        toast.show(t('file.start.collectionRefused'));
        return;
      case 'showSubTypes':
        setSubTypesOpen((open) => !open);
        return;
      case 'next':
        if (selected) keepOrderNo(browserStorage, selected.orderNo, orderId);
        navigate(decision.href);
    }
  };

  return {
    state,
    onRetry: retry,
    onBack,
    ordersOpen,
    onOpenOrders: () => setOrdersOpen(true),
    onCloseOrders: () => setOrdersOpen(false),
    onChooseOrder: (orderNo) => {
      setChosenNo(orderNo);
      setSubTypesOpen(false);
      keepOrderNo(browserStorage, orderNo, orderId);
    },
    subTypesOpen,
    onChooseType: (value) => follow(chooseType(value, selected, data?.subTypes.length ?? 0)),
    onChooseSubType: (value) => follow(chooseSubType(value, selected)),
    onMyComplaints: () => navigate(paths.complaintList.href()),
  };
}
