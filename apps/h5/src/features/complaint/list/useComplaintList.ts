import { useMemo } from 'react';
import { complaintApi } from '../../../api/index.ts';
import {
  mapReady,
  useDisplayFormat,
  useEntryState,
  useNavigateOnce,
  usePageBack,
  useResource,
} from '../../../screen/index.ts';
import type { ComplaintListViewProps } from './ComplaintListView.tsx';
import { complaintTabs } from './complaintTabs.ts';

/** `/complaintList`'s data and actions: the early `problem-list` call, the tabs, the links. */
export function useComplaintList(): ComplaintListViewProps {
  const navigate = useNavigateOnce();
  const onBack = usePageBack();
  // Only dates on this screen: no currency.
  const format = useDisplayFormat('');
  const { state: loaded, retry } = useResource(
    (signal) => complaintApi.getProblemList({ signal }),
    [],
    { refreshOnReturn: true },
  );
  const state = useMemo(
    () => mapReady(loaded, (answer) => complaintTabs(answer, format)),
    [loaded, format],
  );
  // Back from a complaint's detail, the tab it was opened from.
  const [tab, onTabChange] = useEntryState('complaintList.tab');
  return { state, onRetry: retry, onBack, onOpen: (href) => navigate(href), tab, onTabChange };
}
