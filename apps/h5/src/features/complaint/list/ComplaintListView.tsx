import { Empty, Tabs } from '@hiram/ui';
import { styled } from 'styled-components';
import { usePackText, useT } from '../../../i18n/index.ts';
import { type ResourceState, ScreenLayout } from '../../../screen/index.ts';
import { followText } from '../text/follow/index.ts';
import { ComplaintItem } from './ComplaintItem.tsx';
import type { ComplaintTab } from './complaintTabs.ts';

export interface ComplaintListViewProps {
  state: ResourceState<ComplaintTab[]>;
  onRetry: () => void;
  onBack: () => void;
  /** Opens a complaint's detail (`href` is its in-app path). */
  onOpen: (href: string) => void;
  /**
   * The tab shown (its key), as the page keeps it; the first when no tab has it. Until one is
   * given the tabs keep their own, starting on the first.
   */
  tab?: string;
  onTabChange?: (key: string) => void;
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md} 0 0;
  list-style: none;
`;

/** `/complaintList`: the borrower's complaints under the server's tabs. */
export function ComplaintListView({
  state,
  onRetry,
  onBack,
  onOpen,
  tab,
  onTabChange,
}: ComplaintListViewProps) {
  const t = useT();
  const f = usePackText(followText);
  return (
    <ScreenLayout title={t('title.complaintList')} onBack={onBack} state={state} onRetry={onRetry}>
      {(tabs) =>
        tabs.length === 0 ? (
          <Empty title={f('follow.list.none.title')} description={f('follow.list.none.body')} />
        ) : (
          <Tabs
            aria-label={f('follow.list.tabs')}
            value={tab}
            onChange={onTabChange}
            items={tabs.map((tab, index) => ({
              key: tab.key,
              label: tab.name || f('follow.list.tab', { number: index + 1 }),
              content:
                tab.rows.length === 0 ? (
                  <Empty
                    title={f('follow.list.emptyTab.title')}
                    description={f('follow.list.emptyTab.body')}
                  />
                ) : (
                  <List>
                    {tab.rows.map((row) => (
                      <ComplaintItem key={row.id} row={row} onOpen={onOpen} />
                    ))}
                  </List>
                ),
            }))}
          />
        )
      }
    </ScreenLayout>
  );
}
