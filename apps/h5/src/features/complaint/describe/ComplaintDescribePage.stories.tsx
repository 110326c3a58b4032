import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { layerReady } from '../../../../../../packages/ui/docs/sheetReady.ts';
import { endpoints } from '../../../api/endpoints.ts';
import { config } from '../../../config/env.ts';
import { loanTerms } from '../../../config/loanTerms.ts';
import { answerInStory } from '../../../dev/storybook/answers.ts';
import { heldAnswer } from '../../../dev/storybook/heldAnswer.ts';
import {
  expectNothingHostileHappened,
  payloadsAt,
  withHostileBackend,
} from '../../../dev/storybook/hostile.ts';
import { bridgeCalls, navigations } from '../../../dev/storybook/journals.ts';
import { layerScreenParameters } from '../../../dev/storybook/layerScreen.ts';
import {
  loadFailureStories,
  nothingSentTo,
  requestsTo,
  sentTo,
  WAIT,
} from '../../../dev/storybook/loadFailures.ts';
import { withMockBackend } from '../../../dev/storybook/mockBackend.ts';
import { leavePage, returnToPage } from '../../../dev/storybook/pageVisibility.ts';
import { recordToasts, toasts } from '../../../dev/storybook/toasts.ts';
import { currentRoute, wiredPage } from '../../../dev/storybook/wiredPage.tsx';
import { failureBody } from '../../../mocks/envelopes.ts';
import { receipts } from '../../../mocks/shared/images.ts';
import { ORDER_NO_KEY } from '../shared/complaintStorage.ts';
import fileText from '../text/file/en.ts';
import ComplaintDescribePage from './ComplaintDescribePage.tsx';
import { draftKey } from './draft.ts';
import { loadImageUploader } from './lazyImageUploader.tsx';
import { addControl, addPicture, holdUploads, releaseUploads } from './storyPictures.ts';

const WiredDescribe = wiredPage('/complainPageNext', ComplaintDescribePage);

const ORDER = 'PB202504150001';
const QUERY = { problemType: '1', problemSonType: '13', orderNo: ORDER };
const DRAFT = draftKey(QUERY);
const INIT = '/user-problem/problem-init';
const UPLOAD = '/user-problem/upload-problem-img';
const SAVE = '/user-problem/problem-save';

const clearStorage = () => {
  localStorage.removeItem(DRAFT);
  localStorage.removeItem(ORDER_NO_KEY);
};

const meta = {
  title: 'Screens/Complaint/Describe (wired)',
  component: WiredDescribe,
  args: { url: `/complainPageNext?problemType=1&problemSonType=13&orderNo=${ORDER}` },
  parameters: layerScreenParameters,
  // Its chunk loads with the form in the app; a first render that waits for code never resumes
  // under the test runner's `act`.
  loaders: [async () => ({ uploader: await loadImageUploader() })],
  beforeEach: () => {
    clearStorage();
    localStorage.setItem(ORDER_NO_KEY, ORDER);
    const stopRecording = recordToasts();
    return () => {
      stopRecording();
      clearStorage();
    };
  },
} satisfies Meta<typeof WiredDescribe>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = () => screen.findByRole('textbox', { name: 'Comments and suggestions' }, WAIT);
const pictures = () => screen.getByRole('list', { name: 'Pictures (up to 9)' });
const sendButton = () => screen.getByRole('button', { name: /Send/ });
const savedDraft = () => JSON.parse(localStorage.getItem(DRAFT) ?? 'null');
const doneUploads = () => within(pictures()).queryAllByRole('progressbar').length === 0;

/** Waits until every picture has its answer. */
const uploadsSettled = () => waitFor(() => expect(doneUploads()).toBe(true), WAIT);

/** While `problem-init` is on its way: the skeleton, no form and no Send. */
export const Loading: Story = {
  beforeEach: withMockBackend('slow'),
  play: async () => {
    const loading = await screen.findByText('Loading…', {}, WAIT);
    await expect(loading.closest('[aria-busy="true"]')).not.toBeNull();
    await expect(screen.queryByRole('textbox')).toBeNull();
    await expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
  },
};

const failures = loadFailureStories(INIT);
export const ServerError: Story = failures.ServerError;
export const MalformedAnswer: Story = failures.MalformedAnswer;
export const GatewayFailure: Story = failures.GatewayFailure;
export const NetworkFailure: Story = failures.NetworkFailure;

/** The tags are the titles `problem-init` gives the query's type and sub-type. */
export const ChosenTypeTags: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    const types = await screen.findByRole('region', { name: 'Question type' }, WAIT);
    await expect(
      within(types)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['Collection', 'Calls at night']);
    await expect(types).toHaveTextContent(`Order No. ${ORDER}`);
    await expect(requestsTo(INIT)).toHaveLength(1);
    await expect(requestsTo(INIT)[0]?.body).toEqual({ orderId: '9001' });
  },
};

/** No problemType in the query: the message, nothing asked, and the way back. */
export const MissingQuery: Story = {
  args: { url: `/complainPageNext?orderNo=${ORDER}` },
  beforeEach: withMockBackend(),
  play: async () => {
    await screen.findByText('This complaint cannot be started', {}, WAIT);
    await nothingSentTo(INIT);
    await userEvent.click(screen.getByRole('button', { name: 'Back to complaints' }));
    await expect(await currentRoute()).toBe('/complaint');
  },
};

/** A type the server does not know: the same message. */
export const UnknownType: Story = {
  args: { url: `/complainPageNext?problemType=99&orderNo=${ORDER}` },
  beforeEach: withMockBackend(),
  play: async () => {
    await screen.findByText('This complaint cannot be started', {}, WAIT);
    await expect(screen.queryByRole('textbox')).toBeNull();
  },
};

/** Send with no description: the spec's toast, the field marked, nothing sent. */
export const EmptyDescriptionRefused: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    const area = await field();
    await userEvent.type(area, '   ');
    await userEvent.click(sendButton());
    await expect(toasts()).toEqual(['Please fill in your comments and suggestions']);
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveFocus();
    await nothingSentTo(SAVE);
    await userEvent.click(sendButton());
    await expect(area).toHaveFocus();
    await userEvent.type(area, 'x');
    await expect(area).not.toHaveAttribute('aria-invalid');
  },
};

/** Typing past 200 characters is ignored. */
export const LimitTyped: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    const area = await field();
    await userEvent.click(area);
    await userEvent.paste('a'.repeat(197));
    await userEvent.type(area, 'bcdefg');
    await expect(area).toHaveValue(`${'a'.repeat(197)}bcd`);
    await expect(screen.getByText('200/200')).toBeVisible();
  },
};

/** Pasting past 200 characters keeps the first 200. */
export const LimitPasted: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    const area = await field();
    await userEvent.click(area);
    await userEvent.paste('p'.repeat(250));
    await expect(area).toHaveValue('p'.repeat(200));
    await waitFor(() => expect(savedDraft()?.detail).toBe('p'.repeat(200)), WAIT);
  },
};

/**
 * A picture on its way shows its progress, and Send waits for it. (The share sent, which the
 * upload reports over XMLHttpRequest, never arrives here: the mock's service worker takes the
 * request before the network would report it. `api/progressFetch.test.ts` covers it.)
 */
export const UploadProgress: Story = {
  beforeEach: [withMockBackend(), holdUploads(receipts.gcash)],
  play: async () => {
    await userEvent.type(await field(), 'Called at 11 pm');
    await addPicture();
    const bar = await within(pictures()).findByRole('progressbar', { name: 'Uploading' }, WAIT);
    await expect(bar).toBeVisible();
    await userEvent.click(sendButton());
    await expect(toasts()).toEqual(['Please wait until the pictures are uploaded.']);
    await nothingSentTo(SAVE);
    releaseUploads();
    await uploadsSettled();
    await waitFor(() => expect(savedDraft()?.images).toEqual([receipts.gcash]), WAIT);
  },
};

/**
 * A rejected upload: the server's message on the picture (toasted once), the description kept,
 * a retry that asks again; Send waits for it to be retried or removed.
 */
export const UploadFailure: Story = {
  beforeEach: withMockBackend('upload-rejected'),
  play: async () => {
    const area = await field();
    await userEvent.type(area, 'Called at 11 pm');
    await addPicture();
    await screen.findByText('Picture 1: The picture is larger than 5 MB', {}, WAIT);
    await expect(toasts()).toEqual(['The picture is larger than 5 MB']);
    await expect(area).toHaveValue('Called at 11 pm');
    await expect(requestsTo(UPLOAD)).toHaveLength(1);
    await expect(requestsTo(UPLOAD)[0]).toMatchObject({
      bodyKind: 'multipart',
      body: { problemImage: { type: 'image/jpeg' } },
    });

    await userEvent.click(sendButton());
    await expect(toasts().at(-1)).toBe('A picture was not uploaded. Try it again or remove it.');
    await nothingSentTo(SAVE);

    await userEvent.click(within(pictures()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(requestsTo(UPLOAD)).toHaveLength(2), WAIT);
    await screen.findByText('Picture 1: The picture is larger than 5 MB', {}, WAIT);
    await userEvent.click(within(pictures()).getByRole('button', { name: /Remove image 1/ }));
    await expect(within(pictures()).queryAllByRole('img')).toEqual([]);
    await expect(area).toHaveValue('Called at 11 pm');
  },
};

/**
 * What is sent is the picture drawn again: a photo's metadata (a GPS position) or an SVG's script
 * never goes. A file that is no picture is not sent at all: its tile says so, with Remove and no
 * Retry, which could never work. A HEIC photo, which this browser cannot draw, goes as it is.
 */
export const OnlyPixelsAreSent: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    await field();
    await addPicture('receipt.png');
    await uploadsSettled();
    await expect(requestsTo(UPLOAD)[0]).toMatchObject({
      body: { problemImage: { type: 'image/jpeg' } },
    });
    const input = addControl();
    if (!(input instanceof HTMLInputElement)) throw new Error('The add control is not shown');
    await userEvent.upload(
      input,
      new File(['not a picture'], 'statement.jpg', { type: 'image/jpeg' }),
    );
    await within(pictures()).findByText('Not a picture', {}, WAIT);
    await expect(within(pictures()).queryByRole('button', { name: 'Retry' })).toBeNull();
    await expect(within(pictures()).getByRole('button', { name: /Remove image 2/ })).toBeVisible();
    await expect(requestsTo(UPLOAD)).toHaveLength(1);

    await userEvent.upload(
      input,
      new File(['heic bytes'], 'IMG_0001.heic', { type: 'image/heic' }),
    );
    await waitFor(() => expect(requestsTo(UPLOAD)).toHaveLength(2), WAIT);
    await expect(requestsTo(UPLOAD)[1]).toMatchObject({
      body: { problemImage: { type: 'image/heic' } },
    });
  },
};

/** Nine pictures, chosen one at a time: then the add control is gone. */
export const NinePictures: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    await field();
    for (let count = 1; count <= 9; count += 1) await addPicture(`photo-${count}.png`);
    await uploadsSettled();
    await expect(within(pictures()).getAllByRole('img')).toHaveLength(9);
    await expect(addControl()).toBeNull();
    await expect(requestsTo(UPLOAD)).toHaveLength(9);
  },
};

/**
 * A camera-sized photo: its tile shows the shrunk copy that is uploaded, not the photo, whose
 * pixels (nine times over) could end a cheap phone's web view.
 */
export const LargePhotoShowsShrunkCopy: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    await field();
    await addPicture('camera.png', 3200, 2400);
    await uploadsSettled();
    const [tile] = within(pictures()).getAllByRole('img');
    const picture = tile instanceof HTMLImageElement ? tile : tile?.querySelector('img');
    await waitFor(() => expect(picture?.naturalWidth).toBe(1600), WAIT);
    await expect(picture?.naturalHeight).toBe(1200);
  },
};

/**
 * Send, tapped twice: one `problem-save` with the type, sub-type, description, the two uploaded
 * URLs comma-joined and the order; the stored values cleared, the success modal, then `/complaint`.
 */
export const SentOnceThenBack: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    await userEvent.type(await field(), 'Calls at 11 pm, three nights in a row.');
    await addPicture('one.png');
    await addPicture('two.png');
    await uploadsSettled();
    await waitFor(() => expect(savedDraft()?.images).toHaveLength(2), WAIT);
    const urls: string[] = savedDraft().images;

    await userEvent.dblClick(sendButton());
    const sent = await screen.findByRole('dialog', { name: 'Sent' }, WAIT);
    await expect(sent).toHaveTextContent(
      `within ${loanTerms.complaintAnswerWithinWeekdays} weekdays`,
    );
    await expect(sendButton()).toHaveAttribute('aria-busy', 'true');
    await expect(requestsTo(SAVE)).toHaveLength(1);
    await expect(requestsTo(SAVE)[0]?.body).toEqual({
      problemType: '1',
      problemSonType: '13',
      problemDetail: 'Calls at 11 pm, three nights in a row.',
      problemImage: urls.join(','),
      orderNo: ORDER,
    });
    await expect(localStorage.getItem(DRAFT)).toBeNull();
    await expect(localStorage.getItem(ORDER_NO_KEY)).toBeNull();
    await expect(navigations).toEqual([]);

    await expect(await currentRoute()).toBe('/complaint');
    await expect(navigations).toEqual([{ to: '/complaint', replace: true }]);
    await expect(requestsTo(SAVE)).toHaveLength(1);
  },
};

/**
 * Sent while the borrower has switched apps (a send takes seconds on a phone): "Sent" waits for
 * them, and its 1.5 s count only once they are back. It used to pass unseen and leave for
 * `/complaint` with the draft gone, so nothing told them it was filed.
 */
export const SentWhileAwayWaitsToBeSeen: Story = {
  // The page shows again whatever the story's outcome: the next story shares the frame.
  beforeEach: [withMockBackend(), () => returnToPage],
  play: async () => {
    await userEvent.type(await field(), 'Calls at 11 pm, three nights in a row.');
    await userEvent.click(sendButton());
    await leavePage();
    await screen.findByRole('dialog', { name: 'Sent' }, WAIT);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await expect(navigations).toEqual([]);
    returnToPage();
    await expect(screen.getByRole('dialog', { name: 'Sent' })).toBeVisible();
    await expect(await currentRoute()).toBe('/complaint');
  },
};

const heldSave = heldAnswer('problemSave');

/**
 * Back, the page's or the phone's, while the complaint is on its way waits for it: left then, it
 * would be filed unseen, its draft gone, and the borrower would write it again.
 */
export const BackWaitsForTheSend: Story = {
  beforeEach: [withMockBackend(), heldSave.beforeEach],
  play: async () => {
    await userEvent.type(await field(), 'Calls at 11 pm, three nights in a row.');
    await addPicture('one.png');
    await uploadsSettled();
    await userEvent.click(sendButton());
    await waitFor(() => expect(sentTo(SAVE)).toHaveLength(1), WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await expect(window.onNativeBack?.()).toBe(true);
    await expect(navigations).toEqual([]);
    await expect(bridgeCalls).toEqual([]);
    // A picture opened meanwhile: the phone's back closes it first, as it always does.
    await userEvent.click(
      within(pictures()).getAllByRole('button', { name: /Image 1/ })[0] as HTMLElement,
    );
    await layerReady();
    await expect(window.onNativeBack?.()).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    await expect(navigations).toEqual([]);
    heldSave.release();
    await screen.findByRole('dialog', { name: 'Sent' }, WAIT);
    await expect(await currentRoute()).toBe('/complaint');
  },
};

/** The order's unsent drafts for other types go with the one sent; another order's stay. */
const OTHER_TYPE = draftKey({ ...QUERY, problemType: '2', problemSonType: '' });
const OTHER_ORDER = draftKey({ ...QUERY, orderNo: `${ORDER}-other` });
export const SentClearsTheOrdersDrafts: Story = {
  beforeEach: [
    withMockBackend(),
    () => {
      const unsent = JSON.stringify({ detail: 'Never sent', images: [] });
      localStorage.setItem(OTHER_TYPE, unsent);
      localStorage.setItem(OTHER_ORDER, unsent);
      return () => {
        localStorage.removeItem(OTHER_TYPE);
        localStorage.removeItem(OTHER_ORDER);
      };
    },
  ],
  play: async () => {
    await userEvent.type(await field(), 'Paid twice');
    await userEvent.click(sendButton());
    await screen.findByRole('dialog', { name: 'Sent' }, WAIT);
    await expect(localStorage.getItem(OTHER_TYPE)).toBeNull();
    await expect(localStorage.getItem(OTHER_ORDER)).not.toBeNull();
  },
};

/** Another type, no pictures: `problemSonType` and `problemImage` are sent empty. */
export const SentWithoutPictures: Story = {
  args: { url: `/complainPageNext?problemType=2&orderNo=${ORDER}` },
  beforeEach: withMockBackend(),
  play: async () => {
    await userEvent.type(await field(), 'Paid twice');
    await userEvent.click(sendButton());
    await screen.findByRole('dialog', { name: 'Sent' }, WAIT);
    await expect(requestsTo(SAVE)[0]?.body).toEqual({
      problemType: '2',
      problemSonType: '',
      problemDetail: 'Paid twice',
      problemImage: '',
      orderNo: ORDER,
    });
  },
};

const SAVE_REFUSED = 'You have sent too many complaints today';

/** A story's `beforeEach`, after `withMockBackend`: `problem-save` refuses (off the journal). */
const refuseSave = (context: StoryContext) => {
  const { msw } = context as StoryContext & { msw: MswApi };
  msw.use(
    http.post(`${config.apiBase}${endpoints.problemSave.path}`, () =>
      HttpResponse.json(failureBody(1, SAVE_REFUSED)),
    ),
  );
};

/** A refused send: the server's message once, everything kept, Send ready again. */
export const SendRefusedKeepsAll: Story = {
  beforeEach: [withMockBackend(), refuseSave],
  play: async () => {
    const area = await field();
    await userEvent.type(area, 'Called at 11 pm');
    await addPicture();
    await uploadsSettled();
    await userEvent.click(sendButton());
    await waitFor(() => expect(toasts()).toEqual([SAVE_REFUSED]), WAIT);
    await waitFor(() => expect(sendButton()).not.toHaveAttribute('aria-busy'), WAIT);
    await expect(area).toHaveValue('Called at 11 pm');
    await expect(within(pictures()).getAllByRole('img')).toHaveLength(1);
    await expect(savedDraft()).toMatchObject({ detail: 'Called at 11 pm' });
    await expect(savedDraft().images).toHaveLength(1);
    await expect(localStorage.getItem(ORDER_NO_KEY)).toBe(ORDER);
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(navigations).toEqual([]);
  },
};

/** `problem-save` reaches the server, but its answer is lost on the way back. */
const loseTheSaveAnswer = (context: StoryContext) =>
  answerInStory(context, 'problemSave', () => HttpResponse.error(), { once: true });

/**
 * No answer to Send: the complaint may be filed, so Send is not offered again (a second tap could
 * file it twice). My complaints, which shows whether it was, opens; Back brings the form as it was.
 */
export const LostAnswerOpensMyComplaints: Story = {
  args: { landedBack: true },
  beforeEach: [withMockBackend(), loseTheSaveAnswer],
  play: async () => {
    await userEvent.type(await field(), 'Called at 11 pm');
    await userEvent.click(sendButton());
    await expect(await currentRoute()).toBe('/complaintList');
    await expect(navigations).toEqual([{ to: '/complaintList', replace: false }]);
    await waitFor(() => expect(toasts()).toContain(fileText['file.describe.unanswered']), WAIT);
    await expect(sentTo(SAVE)).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Back from the landed page' }));
    await waitFor(async () => expect(await field()).toHaveValue('Called at 11 pm'), WAIT);
    await expect(sendButton()).not.toHaveAttribute('aria-busy');
    await expect(localStorage.getItem(ORDER_NO_KEY)).toBe(ORDER);
    await expect(sentTo(SAVE)).toHaveLength(1);
  },
};

/** A reload brings the draft back: the description and the uploaded pictures, nothing re-sent. */
export const DraftRestored: Story = {
  beforeEach: [
    withMockBackend(),
    () =>
      localStorage.setItem(
        DRAFT,
        JSON.stringify({ detail: 'Written before the reload', images: [receipts.gcash] }),
      ),
  ],
  play: async () => {
    const area = await field();
    await waitFor(() => expect(area).toHaveValue('Written before the reload'), WAIT);
    await expect(within(pictures()).getAllByRole('img')).toHaveLength(1);
    await expect(within(pictures()).getByRole('img').getAttribute('src')).toBe(receipts.gcash);
    await nothingSentTo(UPLOAD);
    await userEvent.click(sendButton());
    await screen.findByRole('dialog', { name: 'Sent' }, WAIT);
    await expect(requestsTo(SAVE)[0]?.body).toMatchObject({
      problemDetail: 'Written before the reload',
      problemImage: receipts.gcash,
    });
  },
};

/** A stored draft that is not one (hand-edited, another version) is ignored. */
export const InvalidDraftIgnored: Story = {
  beforeEach: [
    withMockBackend(),
    () => localStorage.setItem(DRAFT, JSON.stringify({ detail: 42, images: 'x' })),
  ],
  play: async () => {
    const area = await field();
    await expect(area).toHaveValue('');
    await expect(within(pictures()).queryAllByRole('img')).toEqual([]);
    await userEvent.type(area, 'New');
    await waitFor(() => expect(savedDraft()).toEqual({ detail: 'New', images: [] }), WAIT);
  },
};

/** Hostile answers: the chosen type's titles show as the literal text sent; nothing runs. */
export const Hostile: Story = {
  beforeEach: withHostileBackend,
  play: async () => {
    await field();
    const sent = payloadsAt('problemInit', ['problemType[].title', 'problemSonType[].title']);
    const types = screen.getByRole('region', { name: 'Question type' });
    const tags = within(types).getAllByRole('listitem');
    await expect(tags).toHaveLength(2);
    for (const tag of tags) {
      await expect(sent).toContain(tag.textContent);
      await expect(tag.children).toHaveLength(0);
    }
    await expectNothingHostileHappened();
  },
};
