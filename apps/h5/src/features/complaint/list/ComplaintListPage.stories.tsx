import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { answerWith } from '../../../dev/storybook/answers.ts';
import {
  expectNothingHostileHappened,
  expectShownAsText,
  withHostileBackend,
} from '../../../dev/storybook/hostile.ts';
import { navigations } from '../../../dev/storybook/journals.ts';
import { loadFailureStories, requestsTo, WAIT } from '../../../dev/storybook/loadFailures.ts';
import { withMockBackend } from '../../../dev/storybook/mockBackend.ts';
import { leaveAndReturn } from '../../../dev/storybook/pageVisibility.ts';
import { painted } from '../../../dev/storybook/painted.ts';
import { currentRoute, wiredPage } from '../../../dev/storybook/wiredPage.tsx';
import ComplaintListPage from './ComplaintListPage.tsx';

const WiredComplaintList = wiredPage('/complaintList', ComplaintListPage);

const meta = {
  title: 'Screens/Complaint/My complaints (wired)',
  component: WiredComplaintList,
  args: { url: '/complaintList' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WiredComplaintList>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST = '/user-problem/problem-list';

const tabBar = () => screen.findByRole('tablist', { name: 'Complaints by status' }, WAIT);

/** One `problem-list` call, the server's tabs, each complaint in its own tab. */
export const Tabs: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    const tabs = within(await tabBar());
    await expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Processing',
      'Completed',
    ]);
    await expect(requestsTo(LIST)).toHaveLength(1);
    await expect(requestsTo(LIST)[0]).toMatchObject({ method: 'POST', body: {} });
    const processing = within(screen.getByRole('tabpanel'));
    await expect(processing.getByRole('link')).toHaveTextContent(
      /Repayment2025-07-15 09:30:00I paid through GCash/,
    );
    await userEvent.click(tabs.getByRole('tab', { name: 'Completed' }));
    const completed = within(screen.getByRole('tabpanel'));
    await expect(completed.getByRole('link')).toHaveTextContent(
      /Collection2025-03-20 18:45:00An agent/,
    );
    await expect(requestsTo(LIST)).toHaveLength(1);
  },
};

/** A complaint opens its detail in the app. */
export const OpensTheDetail: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    await tabBar();
    await userEvent.click(screen.getByRole('link', { name: /Repayment/ }));
    await expect(await currentRoute()).toBe('/complainDetails?problemId=9001');
    await expect(navigations).toEqual([{ to: '/complainDetails?problemId=9001', replace: false }]);
  },
};

/** No complaint yet: both server tabs show their empty state. */
export const EmptyTabs: Story = {
  beforeEach: withMockBackend('empty-lists'),
  play: async () => {
    const tabs = within(await tabBar());
    await expect(
      within(screen.getByRole('tabpanel')).getByText('Nothing in this list'),
    ).toBeVisible();
    await userEvent.click(tabs.getByRole('tab', { name: 'Completed' }));
    await expect(
      within(screen.getByRole('tabpanel')).getByText('Nothing in this list'),
    ).toBeVisible();
    await expect(screen.queryByRole('link')).toBeNull();
  },
};

/** The server sent no tab: one empty state. */
export const NoTabs: Story = {
  beforeEach: [withMockBackend(), answerWith('problemList', { tabs: [] })],
  play: async () => {
    await expect(await screen.findByText('No complaints yet', {}, WAIT)).toBeVisible();
    await expect(screen.queryByRole('tablist')).toBeNull();
  },
};

/** A complaint filed from another device shows once the borrower is back in the app. */
export const FreshOnReturn: Story = {
  beforeEach: [withMockBackend(), answerWith('problemList', { tabs: [] }, { once: true })],
  play: async () => {
    await expect(await screen.findByText('No complaints yet', {}, WAIT)).toBeVisible();
    await leaveAndReturn();
    await tabBar();
    await expect(within(screen.getByRole('tabpanel')).getByRole('link')).toHaveTextContent(
      /Repayment2025-07-15/,
    );
    await expect(requestsTo(LIST)).toHaveLength(1);
  },
};

/** The tab the borrower chose stays chosen when the list loads again on their return. */
export const KeepsTheTabOnReturn: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    const tabs = within(await tabBar());
    await userEvent.click(tabs.getByRole('tab', { name: 'Completed' }));
    await leaveAndReturn();
    await waitFor(() => expect(requestsTo(LIST)).toHaveLength(2), WAIT);
    await painted();
    await expect(tabs.getByRole('tab', { name: 'Completed' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(screen.getByRole('tabpanel')).getByRole('link')).toHaveTextContent(
      /Collection2025-03-20/,
    );
  },
};

/** Stands in for a complaint's detail: only the way back. */
function DetailStandIn() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back to the list
    </button>
  );
}

/** The list, a complaint's detail opened from it, and the way back. */
function ListAndDetail() {
  return (
    <MemoryRouter initialEntries={['/complaintList']}>
      <Routes>
        <Route path="/complaintList" element={<ComplaintListPage />} />
        <Route path="*" element={<DetailStandIn />} />
      </Routes>
    </MemoryRouter>
  );
}

/**
 * Back from a complaint opened in 'Completed', the list shows 'Completed' again, not the first
 * tab (before, the list came back on its first tab and the restored scroll on the wrong one).
 */
export const TabKeptBackFromDetail: Story = {
  beforeEach: withMockBackend(),
  render: () => <ListAndDetail />,
  play: async () => {
    await userEvent.click(within(await tabBar()).getByRole('tab', { name: 'Completed' }));
    await userEvent.click(within(screen.getByRole('tabpanel')).getByRole('link'));
    await userEvent.click(await screen.findByRole('button', { name: 'Back to the list' }, WAIT));
    const completed = within(await tabBar()).getByRole('tab', { name: 'Completed' });
    await waitFor(() => expect(completed).toHaveAttribute('aria-selected', 'true'), WAIT);
    await expect(within(screen.getByRole('tabpanel')).getByRole('link')).toHaveTextContent(
      /Collection2025-03-20/,
    );
  },
};

export const Loading: Story = {
  beforeEach: withMockBackend('slow'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My complaints' })).toBeVisible();
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

const failures = loadFailureStories(LIST);

export const ServerError: Story = failures.ServerError;
export const MalformedAnswer: Story = failures.MalformedAnswer;
export const GatewayFailure: Story = failures.GatewayFailure;
export const NetworkFailure: Story = failures.NetworkFailure;

/** Hostile names, types and descriptions show as text; nothing runs, opens or navigates. */
export const Hostile: Story = {
  beforeEach: withHostileBackend,
  play: async () => {
    await tabBar();
    await expectShownAsText('problemList', [
      'tabs[].name',
      'tabs[].list[].type',
      'tabs[].list[].content',
    ]);
    await expectNothingHostileHappened();
  },
};
