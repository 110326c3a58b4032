import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { layerReady } from '../../../../../../packages/ui/docs/sheetReady.ts';
import { answerWith } from '../../../dev/storybook/answers.ts';
import {
  expectNothingHostileHappened,
  expectShownAsText,
  payloadsAt,
  withHostileBackend,
} from '../../../dev/storybook/hostile.ts';
import { navigations } from '../../../dev/storybook/journals.ts';
import { layerScreenParameters } from '../../../dev/storybook/layerScreen.ts';
import {
  loadFailureStories,
  nothingSentTo,
  requestsTo,
  WAIT,
} from '../../../dev/storybook/loadFailures.ts';
import { withMockBackend } from '../../../dev/storybook/mockBackend.ts';
import { leaveAndReturn } from '../../../dev/storybook/pageVisibility.ts';
import { recordToasts, toasts } from '../../../dev/storybook/toasts.ts';
import {
  currentRoute,
  toastMessage,
  WiredScreen,
  wiredPage,
} from '../../../dev/storybook/wiredPage.tsx';
import { hostileValuesSent } from '../../../mocks/journal.ts';
import ComplaintListPage from '../list/ComplaintListPage.tsx';
import ComplaintDetailPage from './ComplaintDetailPage.tsx';

/** Stories about what the modal does, not about when, wait this long for it. */
const QUICK_MS = 300;

const QuickRatingDetail = () => <ComplaintDetailPage ratingDelayMs={QUICK_MS} />;
const WiredComplaintDetail = wiredPage('/complainDetails', QuickRatingDetail);
const WiredRealDelay = wiredPage('/complainDetails', ComplaintDetailPage);

/** The list and the detail in one app, for journeys from one to the other and back. */
function ListAndDetail({ url, ratingDelayMs }: { url: string; ratingDelayMs: number }) {
  return (
    <WiredScreen path="/*" url={url}>
      <Routes>
        <Route path="/complaintList" element={<ComplaintListPage />} />
        <Route
          path="/complainDetails"
          element={<ComplaintDetailPage ratingDelayMs={ratingDelayMs} />}
        />
      </Routes>
    </WiredScreen>
  );
}

const meta = {
  title: 'Screens/Complaint/Complaint detail (wired)',
  component: WiredComplaintDetail,
  args: { url: '/complainDetails?problemId=9002' },
  parameters: layerScreenParameters,
  beforeEach: () => {
    return recordToasts();
  },
} satisfies Meta<typeof WiredComplaintDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const DETAIL = '/user-problem/problem-detail';
const SCORE = '/user-problem/save-score';
const RATING = 'Please rate this service';

const shown = () => screen.findByRole('region', { name: 'Complaint type' }, WAIT);
const ratingDialog = () => layerReady(RATING);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * The spec's rule with its real delay: nothing 2.5 s after the detail shows, the modal at 3 s.
 * The only story that waits the whole 3 s.
 */
export const RatingOpensAfterThreeSeconds: Story = {
  render: (args) => <WiredRealDelay {...args} />,
  beforeEach: withMockBackend(),
  play: async () => {
    await shown();
    const shownAt = performance.now();
    await sleep(2500);
    await expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await ratingDialog();
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(2900);
    await expect(within(dialog).getAllByRole('radio')).toHaveLength(5);
    await nothingSentTo(SCORE);
  },
};

/** One `problem-detail` call with the query's id; the agent's answer under its label. */
export const WithProcessResult: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    await shown();
    await expect(requestsTo(DETAIL)).toHaveLength(1);
    await expect(requestsTo(DETAIL)[0]).toMatchObject({
      method: 'POST',
      body: { problemId: '9002' },
    });
    const tags = within(screen.getByRole('region', { name: 'Complaint type' }));
    await expect(tags.getAllByRole('listitem').map((tag) => tag.textContent)).toEqual([
      'Collection',
      'Calls at night',
    ]);
    await expect(screen.getByRole('textbox', { name: 'Your description' })).toHaveValue(
      'An agent called me at 11 pm three nights in a row.',
    );
    const result = screen.getByRole('region', { name: 'Process Result' });
    await expect(result).toHaveTextContent('Customer service');
    await expect(result).toHaveTextContent(/The agent has been warned/);
  },
};

/** No answer yet and no rating asked for: no block, and no modal however long one waits. */
export const WithoutProcessResult: Story = {
  args: { url: '/complainDetails?problemId=9001' },
  beforeEach: withMockBackend(),
  play: async () => {
    await shown();
    await expect(screen.queryByRole('region', { name: 'Process Result' })).toBeNull();
    await sleep(QUICK_MS + 700);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Complaint 9001 as the server answers it: `disposeDetail` is the agent's answer, if any. */
const paidComplaint = (disposeDetail: string) => ({
  problemId: '9001',
  type: 'Repayment',
  sonType: '',
  content: 'I paid through GCash yesterday but the app still shows the loan as due.',
  images: [],
  disposeDetail,
  disposeImages: [],
  isNeedScore: 0,
});
const AGENT_ANSWER = 'We found your payment. The loan now shows as repaid.';

/** The agent answered while the borrower was in another app: back, the answer shows. */
export const FreshOnReturn: Story = {
  args: { url: '/complainDetails?problemId=9001' },
  beforeEach: [
    withMockBackend(),
    answerWith('problemDetail', paidComplaint(AGENT_ANSWER)),
    answerWith('problemDetail', paidComplaint(''), { once: true }),
  ],
  play: async () => {
    await shown();
    await expect(screen.queryByRole('region', { name: 'Process Result' })).toBeNull();
    await leaveAndReturn();
    const result = await screen.findByRole('region', { name: 'Process Result' }, WAIT);
    await expect(result).toHaveTextContent(AGENT_ANSWER);
  },
};

/** A picture enlarges full screen, and closes. */
export const PictureEnlarged: Story = {
  args: { url: '/complainDetails?problemId=9001' },
  beforeEach: withMockBackend(),
  play: async () => {
    await shown();
    const pictures = screen.getByRole('region', { name: 'Pictures' });
    await userEvent.click(within(pictures).getByRole('button', { name: 'Enlarge picture 1 of 1' }));
    const preview = await layerReady('Image preview');
    await expect(within(preview).getByRole('img', { name: 'Picture 1 of 1' })).toHaveAttribute(
      'src',
      '/mock-images/receipt-gcash.svg',
    );
    await userEvent.click(within(preview).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
  },
};

/** Stars fill up to the one tapped; Cancel closes the modal and sends nothing. */
export const CancelCloses: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    const dialog = await ratingDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: '3 of 5 stars' }));
    await expect(within(dialog).getByRole('radio', { name: '3 of 5 stars' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    await nothingSentTo(SCORE);
    await expect(toasts()).toEqual([]);
  },
};

/** Send with no star: asked to choose, nothing sent, the modal stays. */
export const SendWithoutStarsRefused: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    const dialog = await ratingDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(toasts()).toEqual(['Tap a star to rate first.']);
    await nothingSentTo(SCORE);
    await expect(screen.getByRole('dialog', { name: RATING })).toBeVisible();
  },
};

/**
 * Four stars and two fast taps on Send: one `save-score` with the score and the complaint's
 * id, the thank-you toast, the modal closed; it does not ask again.
 */
export const SendSucceeds: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    const dialog = await ratingDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 of 5 stars' }));
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toastMessage()).toBe('Successful demonstration！'), WAIT);
    await expect(requestsTo(SCORE)).toHaveLength(1);
    await expect(requestsTo(SCORE)[0]).toMatchObject({
      method: 'POST',
      body: { problemId: '9002', score: 4 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    await sleep(QUICK_MS + 500);
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(toasts()).toEqual(['Successful demonstration！']);
  },
};

/** The server refuses the score: its message once, the modal open with the stars kept. */
export const SendRefused: Story = {
  beforeEach: withMockBackend('score-rejected'),
  play: async () => {
    const dialog = await ratingDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: '2 of 5 stars' }));
    const send = within(dialog).getByRole('button', { name: /Send/ });
    await userEvent.click(send);
    await waitFor(() => expect(toasts()).toEqual(['You have already rated this complaint']), WAIT);
    await waitFor(() => expect(send).not.toHaveAttribute('aria-busy'), WAIT);
    await expect(requestsTo(SCORE)).toHaveLength(1);
    await expect(requestsTo(SCORE)[0]?.body).toEqual({ problemId: '9002', score: 2 });
    await expect(screen.getByRole('dialog', { name: RATING })).toBeVisible();
    await expect(within(dialog).getByRole('radio', { name: '2 of 5 stars' })).toBeChecked();
  },
};

/** Must show: a complaint opened from the list and rated. */
export const OpenFromTheListAndRate: Story = {
  args: { url: '/complaintList' },
  render: (args) => <ListAndDetail url={args.url} ratingDelayMs={QUICK_MS} />,
  beforeEach: withMockBackend(),
  play: async () => {
    await screen.findByRole('tablist', {}, WAIT);
    await userEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    await userEvent.click(screen.getByRole('link', { name: /Collection/ }));
    await expect(navigations).toEqual([{ to: '/complainDetails?problemId=9002', replace: false }]);
    const dialog = await ratingDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: '5 of 5 stars' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toastMessage()).toBe('Successful demonstration！'), WAIT);
    await expect(requestsTo(SCORE)[0]?.body).toEqual({ problemId: '9002', score: 5 });
  },
};

/** Back to the list before the modal's time: it never opens, nothing is sent. */
export const LeavingBeforeTheModal: Story = {
  args: { url: '/complaintList' },
  render: (args) => <ListAndDetail url={args.url} ratingDelayMs={1000} />,
  beforeEach: withMockBackend(),
  play: async () => {
    await screen.findByRole('tablist', {}, WAIT);
    await userEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    await userEvent.click(screen.getByRole('link', { name: /Collection/ }));
    await shown();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('tablist', {}, WAIT);
    await sleep(1500);
    await expect(screen.queryByRole('dialog')).toBeNull();
    await nothingSentTo(SCORE);
  },
};

/** No problemId: the message and the way to the list; nothing is asked of the server. */
export const MissingProblemId: Story = {
  args: { url: '/complainDetails' },
  beforeEach: withMockBackend(),
  play: async () => {
    await expect(await screen.findByText('No complaint to show', {}, WAIT)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'See my complaints' }));
    await expect(await currentRoute()).toBe('/complaintList');
    await expect(navigations).toEqual([{ to: '/complaintList', replace: true }]);
    await nothingSentTo(DETAIL);
  },
};

export const Loading: Story = {
  beforeEach: withMockBackend('slow'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Complaint detail' })).toBeVisible();
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Complaint type' })).toBeNull();
  },
};

const failures = loadFailureStories(DETAIL);

export const ServerError: Story = failures.ServerError;
export const MalformedAnswer: Story = failures.MalformedAnswer;
export const GatewayFailure: Story = failures.GatewayFailure;
export const NetworkFailure: Story = failures.NetworkFailure;

/**
 * Hostile texts show as text, the description as the field's value; every hostile picture is
 * refused (noted, not shown); nothing runs, opens or navigates.
 */
export const Hostile: Story = {
  beforeEach: withHostileBackend,
  play: async ({ canvasElement }) => {
    await shown();
    await expectShownAsText('problemDetail', ['type', 'sonType', 'disposeDetail']);
    const [content] = payloadsAt('problemDetail', ['content']);
    await expect(screen.getByRole('textbox', { name: 'Your description' })).toHaveValue(content);
    const hostilePictures = hostileValuesSent.filter(({ path }) => path === 'disposeImages[]');
    await expect(hostilePictures).not.toHaveLength(0);
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(0);
    await expect(screen.getByRole('region', { name: 'Process Result' })).toHaveTextContent(
      'Some pictures cannot be shown.',
    );
    await expectNothingHostileHappened();
  },
};
