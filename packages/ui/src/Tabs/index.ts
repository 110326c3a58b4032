export { TabPanel, type TabPanelProps } from './TabPanel.tsx';
export { type TabItem, Tabs, type TabsProps } from './Tabs.tsx';
