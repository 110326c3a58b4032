import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { loadStateStories } from '../../../screen/loadStateStories.ts';
import { ComplaintListView } from './ComplaintListView.tsx';
import { LONG_CONTENT, processingItem, storyTabs, twoTabs } from './listStoryData.ts';

const meta = {
  title: 'Screens/Complaint/My complaints',
  component: ComplaintListView,
  args: {
    state: { status: 'ready', data: twoTabs() },
    onRetry: fn(),
    onBack: fn(),
    onOpen: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ComplaintListView>;

export default meta;
type Story = StoryObj<typeof meta>;

const ready = (data: ReturnType<typeof storyTabs>) => ({ status: 'ready' as const, data });
const panel = () => screen.getByRole('tabpanel');

/**
 * The server's tabs, the first chosen; each complaint shows its date, type and description, the
 * unanswered one under 'Processing', the answered one under 'Completed'.
 */
export const Tabs: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My complaints' })).toBeVisible();
    const tabs = within(canvas.getByRole('tablist', { name: 'Complaints by status' }));
    await expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Processing',
      'Completed',
    ]);
    await expect(tabs.getByRole('tab', { name: 'Processing' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const [processing, ...moreProcessing] = within(panel()).getAllByRole('link');
    await expect(moreProcessing).toEqual([]);
    await expect(processing).toHaveTextContent('Repayment');
    await expect(processing).toHaveTextContent('2025-07-15');
    await expect(processing).toHaveTextContent(/I paid through GCash yesterday/);
    await expect(processing).toHaveAttribute('href', '/complainDetails?problemId=9001');

    await userEvent.click(tabs.getByRole('tab', { name: 'Completed' }));
    const [completed, ...moreCompleted] = within(panel()).getAllByRole('link');
    await expect(moreCompleted).toEqual([]);
    await expect(completed).toHaveTextContent('Collection');
    await expect(completed).toHaveTextContent('2025-03-20');
    await expect(completed).toHaveAttribute('href', '/complainDetails?problemId=9002');
  },
};

/** A tab without complaints shows its empty state. */
export const EmptyTab: Story = {
  args: {
    state: ready(
      storyTabs([
        { name: 'Processing', list: [processingItem] },
        { name: 'Completed', list: [] },
      ]),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Completed' }));
    await expect(within(panel()).getByText('Nothing in this list')).toBeVisible();
    await expect(within(panel()).queryByRole('link')).toBeNull();
  },
};

/** Every tab empty: each shows the empty state, reached with the arrow keys too. */
export const EmptyTabs: Story = {
  args: {
    state: ready(
      storyTabs([
        { name: 'Processing', list: [] },
        { name: 'Completed', list: [] },
      ]),
    ),
  },
  play: async ({ canvas }) => {
    await expect(within(panel()).getByText('Nothing in this list')).toBeVisible();
    canvas.getByRole('tab', { name: 'Processing' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Completed' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(panel()).getByText('Nothing in this list')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The server sent no tab at all: one empty state and no tab bar. */
export const NoTabs: Story = {
  args: { state: ready([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No complaints yet')).toBeVisible();
    await expect(canvas.getByText(/The complaints you send show here/)).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** A tab the server left unnamed is named by its place, so it can still be told apart. */
export const UnnamedTab: Story = {
  args: {
    state: ready(
      storyTabs([
        { name: 'Processing', list: [] },
        { name: '', list: [] },
      ]),
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'List 2' })).toBeVisible();
  },
};

/** A tap, or Enter on the focused link, opens the complaint's detail, in either tab. */
export const OpensAComplaint: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: /Repayment/ }));
    await expect(args.onOpen).toHaveBeenCalledWith('/complainDetails?problemId=9001');
    await userEvent.click(canvas.getByRole('tab', { name: 'Completed' }));
    canvas.getByRole('link', { name: /Collection/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenLastCalledWith('/complainDetails?problemId=9002');
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
  },
};

/** A long description stops after three lines; its whole text stays for screen readers. */
export const LongContentClamps: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Completed' }));
    const link = canvas.getByRole('link', { name: /Collection/ });
    await expect(link).toHaveTextContent(LONG_CONTENT);
    const content = within(link).getByText(LONG_CONTENT);
    await expect(getComputedStyle(content).webkitLineClamp).toBe('3');
    const lineHeight = Number.parseFloat(getComputedStyle(content).lineHeight);
    await expect(content.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 3 + 1);
  },
};

/** Server text with markup shows as the text it is. */
export const MarkupShownAsText: Story = {
  args: {
    state: ready(
      storyTabs([
        {
          name: '<b>Open</b>',
          list: [{ id: 'x', time: '', type: '<i>Other</i>', content: '<img src=x onerror=1>' }],
        },
      ]),
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('tab', { name: '<b>Open</b>' })).toBeVisible();
    const link = canvas.getByRole('link');
    await expect(link).toHaveTextContent('<i>Other</i>');
    await expect(link).toHaveTextContent('<img src=x onerror=1>');
    await expect(canvasElement.querySelector('b, i, img')).toBeNull();
    await expect(link.querySelector('time')).toBeNull();
  },
};

export const Back: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

const loadStates = loadStateStories({ role: 'tab', name: 'Processing' });

/** A load state with no tab bar and no complaint anywhere. */
const noList = (story: (typeof loadStates)[keyof typeof loadStates]): Story => ({
  args: story.args,
  play: async (context) => {
    await story.play(context);
    await expect(screen.queryByRole('tablist')).toBeNull();
    await expect(screen.queryByRole('link')).toBeNull();
  },
});

export const Loading = noList(loadStates.Loading);
export const ServerError = noList(loadStates.ServerError);
export const MalformedAnswer = noList(loadStates.MalformedAnswer);
export const NetworkFailure = noList(loadStates.NetworkFailure);
