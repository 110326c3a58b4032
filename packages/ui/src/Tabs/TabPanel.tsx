import type { HTMLAttributes } from 'react';
import { TabPanelRoot } from './TabPanelRoot.ts';
import { panelId, tabId } from './tabIds.ts';

export interface TabPanelProps extends HTMLAttributes<HTMLDivElement> {
  /** The `id` of the `<Tabs sharedPanel>` this panel belongs to. */
  tabsId: string;
  /** The selected tab's key: the panel is named by that tab. */
  value: string;
}

/** The one panel under a `<Tabs sharedPanel>` bar whose content follows the selected tab. */
export function TabPanel({ tabsId, value, ...rest }: TabPanelProps) {
  return (
    <TabPanelRoot
      role="tabpanel"
      id={panelId(tabsId)}
      aria-labelledby={tabId(tabsId, value)}
      tabIndex={0}
      {...rest}
    />
  );
}
