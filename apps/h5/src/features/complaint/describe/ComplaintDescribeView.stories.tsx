import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { layerReady } from '../../../../../../packages/ui/docs/sheetReady.ts';
import { layerScreenParameters } from '../../../dev/storybook/layerScreen.ts';
import { WAIT } from '../../../dev/storybook/loadFailures.ts';
import { receipts } from '../../../mocks/shared/images.ts';
import { loadStateStories } from '../../../screen/loadStateStories.ts';
import { ComplaintDescribeView } from './ComplaintDescribeView.tsx';
import { loadImageUploader } from './lazyImageUploader.tsx';
import type { Upload } from './uploads.ts';

const form = {
  status: 'ready' as const,
  data: {
    kind: 'form' as const,
    tags: ['Collection', 'Calls at night'],
    orderNo: 'PB202504150001',
  },
};
const picture = (n: number, values: Partial<Upload> = {}): Upload => ({
  id: `p${n}`,
  previewUrl: n % 2 ? receipts.gcash : receipts.caseClosed,
  status: 'done',
  url: `https://img.example/${n}.jpg`,
  ...values,
});

const meta = {
  title: 'Screens/Complaint/Describe',
  component: ComplaintDescribeView,
  args: {
    state: form,
    onRetry: fn(),
    onBack: fn(),
    onStartAgain: fn(),
    detail: '',
    onDetailChange: fn(),
    detailRefusals: 0,
    images: [],
    onAddImage: fn(),
    onRemoveImage: fn(),
    onRetryImage: fn(),
    onPreviewImage: fn(),
    preview: null,
    onPreviewIndexChange: fn(),
    onClosePreview: fn(),
    onSend: fn(),
    busy: false,
    sent: false,
    answerDays: 3,
    onSentClose: fn(),
    onSentUnavailable: fn(),
  },
  parameters: layerScreenParameters,
  // Its chunk loads with the form in the app; a first render that waits for code never resumes
  // under the test runner's `act`.
  loaders: [async () => ({ uploader: await loadImageUploader() })],
} satisfies Meta<typeof ComplaintDescribeView>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = () => screen.getByRole('textbox', { name: 'Comments and suggestions' });
const pictures = () => screen.getByRole('list', { name: 'Pictures (up to 9)' });
const addControl = () => screen.queryByLabelText('Add image');
const sendButton = () => screen.getByRole('button', { name: /Send/ });

const loadStates = loadStateStories({ role: 'region', name: 'Question type' });
export const Loading: Story = loadStates.Loading;
export const ServerError: Story = loadStates.ServerError;
export const MalformedAnswer: Story = loadStates.MalformedAnswer;
export const NetworkFailure: Story = loadStates.NetworkFailure;

/** The chosen type's tags, the order, an empty description at 0/200, the add control and Send. */
export const EmptyForm: Story = {
  play: async ({ args }) => {
    await expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Describe your complaint',
    );
    const types = screen.getByRole('region', { name: 'Question type' });
    await expect(
      within(types)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['Collection', 'Calls at night']);
    await expect(types).toHaveTextContent('Order No. PB202504150001');
    await expect(screen.getByText('0/200')).toBeVisible();
    await expect(addControl()).toBeEnabled();
    await userEvent.type(field(), 'A');
    await expect(args.onDetailChange).toHaveBeenCalledWith('A');
    await userEvent.click(sendButton());
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

/** Send refused for an empty description: the field is marked and says why. */
export const EmptyDescriptionMarked: Story = {
  args: { detailRefusals: 1 },
  play: async () => {
    await expect(field()).toHaveAttribute('aria-invalid', 'true');
    await expect(field()).toHaveAccessibleDescription(
      /Please fill in your comments and suggestions/,
    );
  },
};

/** A full description: the counter at 200/200. */
export const FullDescription: Story = {
  args: { detail: 'x'.repeat(200) },
  play: async () => {
    await expect(screen.getByText('200/200')).toBeVisible();
    await expect(field()).toHaveValue('x'.repeat(200));
  },
};

/** Pictures on their way: one at 40 %, one just started (no value yet). */
export const UploadProgress: Story = {
  args: {
    images: [
      picture(1, { status: 'uploading', progress: 0.4, url: undefined }),
      picture(2, { status: 'uploading', url: undefined }),
    ],
  },
  play: async () => {
    const bars = within(pictures()).getAllByRole('progressbar');
    await expect(bars).toHaveLength(2);
    await expect(bars[0]).toHaveAttribute('aria-valuenow', '40');
    await expect(bars[1]).not.toHaveAttribute('aria-valuenow');
  },
};

const TOO_LARGE =
  'The picture is larger than the 5 MB the server accepts. Choose a smaller photo, or take it again at a lower size.';

/**
 * A failed upload: its tile says so, with a retry; the server's message, however long, is said in
 * full under the pictures, naming the picture. The other picture stays.
 */
export const UploadFailed: Story = {
  args: {
    detail: 'Called at 11 pm',
    images: [picture(1), picture(2, { status: 'error', error: TOO_LARGE, url: undefined })],
  },
  play: async ({ args }) => {
    await expect(within(pictures()).getByText('Upload failed')).toBeVisible();
    await expect(pictures()).not.toHaveTextContent(TOO_LARGE);
    await expect(screen.getByText(`Picture 2: ${TOO_LARGE}`)).toBeVisible();
    await userEvent.click(within(pictures()).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetryImage).toHaveBeenCalledWith('p2');
    await expect(field()).toHaveValue('Called at 11 pm');
    await userEvent.click(within(pictures()).getByRole('button', { name: /Remove image 1/ }));
    await expect(args.onRemoveImage).toHaveBeenCalledWith('p1');
  },
};

/** Nine pictures: the add control is gone. */
export const NinePictures: Story = {
  args: { images: Array.from({ length: 9 }, (_, index) => picture(index + 1)) },
  play: async () => {
    await expect(within(pictures()).getAllByRole('img')).toHaveLength(9);
    await expect(addControl()).toBeNull();
  },
};

/** Eight pictures: one more may be added. */
export const EightPictures: Story = {
  args: { images: Array.from({ length: 8 }, (_, index) => picture(index + 1)) },
  play: async ({ args }) => {
    await expect(addControl()).toBeEnabled();
    await userEvent.click(
      within(pictures()).getAllByRole('button', { name: /Image 3/ })[0] as HTMLElement,
    );
    await expect(args.onPreviewImage).toHaveBeenCalledWith('p3');
  },
};

/** A picture enlarged. */
export const PictureEnlarged: Story = {
  args: {
    images: [picture(1), picture(2)],
    preview: {
      images: [
        { src: receipts.gcash, alt: 'Picture 1 of 2' },
        { src: receipts.caseClosed, alt: 'Picture 2 of 2' },
      ],
      index: 1,
    },
  },
  play: async ({ args }) => {
    const preview = await layerReady();
    await expect(within(preview).getByRole('img', { name: 'Picture 2 of 2' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClosePreview).toHaveBeenCalled();
  },
};

/** Sending: Send is busy and a tap sends nothing more; the pictures cannot change. */
export const SendBusy: Story = {
  args: { busy: true, detail: 'Called at 11 pm', images: [picture(1)] },
  play: async ({ args }) => {
    await expect(sendButton()).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(sendButton());
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(addControl()).toBeDisabled();
    await expect(field()).toHaveAttribute('readonly');
  },
};

/** Sent: the success modal over the busy form. */
export const SentModal: Story = {
  args: { busy: true, sent: true, detail: 'Called at 11 pm' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Sent' }, WAIT);
    await expect(dialog).toHaveTextContent(
      'Thank you. We will reply within 3 weekdays, in My complaints.',
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onSentClose).toHaveBeenCalled();
  },
};

/** A query without a type or order: a clear message and the way back to `/complaint`. */
export const InvalidQuery: Story = {
  args: { state: { status: 'ready', data: { kind: 'invalid' } } },
  play: async ({ args }) => {
    await expect(screen.getByText('This complaint cannot be started')).toBeVisible();
    await expect(screen.queryByRole('textbox')).toBeNull();
    await expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back to complaints' }));
    await expect(args.onStartAgain).toHaveBeenCalledTimes(1);
  },
};
