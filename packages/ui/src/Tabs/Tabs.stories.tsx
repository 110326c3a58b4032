import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TabPanel } from './TabPanel.tsx';
import { type TabItem, Tabs } from './Tabs.tsx';

const complaintTabs: TabItem[] = [
  { key: 'all', label: 'All', content: <p>3 complaints</p> },
  { key: 'processing', label: 'Processing', content: <p>1 complaint being handled</p> },
  { key: 'done', label: 'Finished', content: <p>2 complaints answered</p> },
];

const serverNames = [
  'All',
  'Waiting for reply',
  'Being processed',
  'Replied by support',
  'Collection behaviour',
  'Repayment not received',
  'Wrong deduction',
  'Loan amount questions',
  'App problems',
  'Account and login',
  'Personal data',
  'Finished',
];

const manyTabs: TabItem[] = serverNames.map((name) => ({
  key: name,
  label: name,
  content: <p>{`Complaints: ${name}`}</p>,
}));

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { items: complaintTabs, 'aria-label': 'My complaints', onChange: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const panelOf = (tab: HTMLElement) =>
  document.getElementById(tab.getAttribute('aria-controls') ?? '');

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'My complaints' })).toBeVisible();
    const all = canvas.getByRole('tab', { name: 'All' });
    const done = canvas.getByRole('tab', { name: 'Finished' });
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(done).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: 'All' })).toHaveTextContent('3 complaints');
    await expect(panelOf(all)).toBe(canvas.getByRole('tabpanel'));
    await expect(panelOf(done)).not.toBeVisible();
    await expect(getComputedStyle(all, '::after').borderTopWidth).toBe('3px');
    await expect(getComputedStyle(all, '::after').borderTopColor).not.toBe('rgba(0, 0, 0, 0)');
    await expect(getComputedStyle(done, '::after').content).toBe('none');

    await userEvent.click(done);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('done');
    await expect(done).toHaveAttribute('aria-selected', 'true');
    await expect(done).toHaveAttribute('tabindex', '0');
    await expect(all).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getByRole('tabpanel', { name: 'Finished' })).toHaveTextContent(
      '2 complaints answered',
    );
    await userEvent.click(done);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    for (const tab of canvas.getAllByRole('tab')) {
      await expect(tab.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** Server-named tabs that do not fit scroll sideways; the selected one is scrolled into view. */
export const ManyTabs: Story = {
  args: { items: manyTabs, defaultValue: 'Finished', 'aria-label': 'Complaint status' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('tablist');
    await expect(bar.scrollWidth).toBeGreaterThan(bar.clientWidth);
    const tops = new Set(canvas.getAllByRole('tab').map((tab) => tab.offsetTop));
    await expect(tops.size).toBe(1);
    const inView = (tab: HTMLElement) => {
      const view = bar.getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      return box.left >= view.left - 0.5 && box.right <= view.right + 0.5;
    };
    const finished = canvas.getByRole('tab', { name: 'Finished' });
    await expect(finished).toHaveAttribute('aria-selected', 'true');
    await expect(inView(finished)).toBe(true);
    await expect(inView(canvas.getByRole('tab', { name: 'All' }))).toBe(false);

    await userEvent.click(finished);
    await userEvent.keyboard('{Home}');
    const all = canvas.getByRole('tab', { name: 'All' });
    await expect(all).toHaveFocus();
    await expect(inView(all)).toBe(true);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Complaints: All');
  },
};

export const Keyboard: Story = {
  args: {
    items: [
      ...complaintTabs.slice(0, 2),
      { key: 'closed', label: 'Closed', disabled: true, content: <p>None</p> },
      complaintTabs[2] ?? { key: 'x', label: 'x' },
    ],
  },
  play: async ({ args, canvas }) => {
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await userEvent.tab();
    await expect(tab('All')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Processing')).toHaveFocus();
    await expect(tab('Processing')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('processing');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Finished')).toHaveFocus();
    await expect(tab('Closed')).toHaveAttribute('aria-selected', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith('done');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('All')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('Finished')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tab('All')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(tab('Finished')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).toHaveBeenCalledTimes(6);
    await expect(args.onChange).not.toHaveBeenCalledWith('closed');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Finished' })).toHaveFocus();
  },
};

function CardTypeForm() {
  const [cardType, setCardType] = useState('1');
  return (
    <>
      <Tabs
        id="card-type"
        sharedPanel
        aria-label="Card type"
        items={[
          { key: '1', label: 'Bank card' },
          { key: '2', label: 'E-wallet' },
        ]}
        value={cardType}
        onChange={setCardType}
      />
      <TabPanel tabsId="card-type" value={cardType} style={{ padding: 16 }}>
        {cardType === '1' ? 'Bank name, card number, account holder' : 'E-wallet, mobile number'}
      </TabPanel>
    </>
  );
}

/** The bank form's card types: one panel under the bar whose fields follow the tab. */
export const CardTypes: Story = {
  render: () => <CardTypeForm />,
  play: async ({ canvas }) => {
    const bank = canvas.getByRole('tab', { name: 'Bank card' });
    const wallet = canvas.getByRole('tab', { name: 'E-wallet' });
    const panel = canvas.getByRole('tabpanel', { name: 'Bank card' });
    await expect(bank).toHaveAttribute('aria-selected', 'true');
    await expect(panelOf(bank)).toBe(panel);
    await expect(panelOf(wallet)).toBe(panel);
    await expect(panel).toHaveTextContent('card number');
    const bar = canvas.getByRole('tablist').getBoundingClientRect();
    await expect(bank.getBoundingClientRect().width).toBeGreaterThan(bar.width / 3);
    await userEvent.click(wallet);
    await expect(wallet).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'E-wallet' })).toHaveTextContent(
      'mobile number',
    );
  },
};

function ControlledTabs(props: { onChange: (key: string) => void }) {
  const [status, setStatus] = useState('processing');
  return (
    <>
      <Tabs
        items={complaintTabs}
        aria-label="My complaints"
        value={status}
        onChange={(key) => {
          props.onChange(key);
          setStatus(key);
        }}
      />
      <p>{`Showing: ${status}`}</p>
      <Button variant="secondary" onClick={() => setStatus('all')}>
        Show all
      </Button>
    </>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledTabs onChange={args.onChange ?? (() => {})} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Processing' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Finished' }));
    await expect(args.onChange).toHaveBeenCalledWith('done');
    await expect(canvas.getByText('Showing: done')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all' }));
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'All' })).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/**
 * A controlled value that names no tab (a key kept from an earlier visit, say) shows the first
 * tab, and a tap on that tab still tells the parent, which can then mend its value.
 */
export const ControlledUnknownValue: Story = {
  args: { value: 'gone' },
  play: async ({ args, canvas }) => {
    const first = canvas.getByRole('tab', { name: 'All' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(first);
    await expect(args.onChange).toHaveBeenCalledWith('all');
  },
};

/** A controlled bar whose parent does not follow `onChange` keeps its selection. */
export const ControlledFixed: Story = {
  args: { value: 'done' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'All' }));
    await expect(args.onChange).toHaveBeenCalledWith('all');
    await expect(canvas.getByRole('tab', { name: 'Finished' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const DisabledTab: Story = {
  args: {
    items: [
      { key: '1', label: 'Bank card' },
      { key: '2', label: 'E-wallet (coming soon)', disabled: true },
    ],
    id: 'card-type-disabled',
    'aria-label': 'Card type',
  },
  play: async ({ args, canvas }) => {
    const wallet = canvas.getByRole('tab', { name: 'E-wallet (coming soon)' });
    await expect(wallet).toBeDisabled();
    await userEvent.click(wallet, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(within(canvas.getByRole('tablist')).getByRole('tab', { selected: true })).toBe(
      canvas.getByRole('tab', { name: 'Bank card' }),
    );
    await expect(canvas.getByRole('tab', { name: 'Bank card' })).not.toHaveAttribute(
      'aria-controls',
    );
  },
};
