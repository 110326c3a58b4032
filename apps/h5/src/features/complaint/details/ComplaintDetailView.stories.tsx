import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { layerReady } from '../../../../../../packages/ui/docs/sheetReady.ts';
import { layerScreenParameters } from '../../../dev/storybook/layerScreen.ts';
import { loadStateStories } from '../../../screen/loadStateStories.ts';
import { ComplaintDetailView } from './ComplaintDetailView.tsx';
import {
  CASE_CLOSED,
  CONTENT,
  RECEIPT,
  REPLY,
  ready,
  storyArgs,
  storyComplaint,
} from './detailStoryData.ts';
import { loadRatingDialog } from './lazyLayers.ts';

const meta = {
  title: 'Screens/Complaint/Complaint detail',
  component: ComplaintDetailView,
  args: storyArgs(),
  parameters: layerScreenParameters,
  // A story that opens with a layer shown would suspend on its code, and never resume there.
  loaders: [() => loadRatingDialog()],
} satisfies Meta<typeof ComplaintDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

const RATING = 'Please rate this service';
const region = (name: string) => screen.getByRole('region', { name });
const tags = () => within(region('Complaint type')).getAllByRole('listitem');

/** Which stars are drawn filled, first to last. */
const filledStars = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('svg'), (star) => getComputedStyle(star).fill !== 'none');

/** Type and sub-type, the read-only description with its counter, the pictures, the answer. */
export const WithProcessResult: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Complaint detail' })).toBeVisible();
    await expect(tags().map((tag) => tag.textContent)).toEqual(['Collection', 'Calls at night']);
    const content = canvas.getByRole('textbox', { name: 'Your description' });
    await expect(content).toHaveValue(CONTENT);
    await expect(content).toHaveAttribute('readonly');
    await expect(content).toHaveAccessibleDescription(`${CONTENT.length} of 200 characters`);
    await expect(canvas.getByText(`${CONTENT.length}/200`)).toBeVisible();
    const own = within(region('Pictures')).getByRole('button', { name: 'Enlarge picture 1 of 1' });
    await expect(own.querySelector('img')).toHaveAttribute('src', RECEIPT);
    const result = region('Process Result');
    await expect(result).toHaveTextContent('Customer service');
    await expect(result).toHaveTextContent(REPLY);
    const agents = within(result).getByRole('button', { name: 'Enlarge picture 1 of 1' });
    await expect(agents.querySelector('img')).toHaveAttribute('src', CASE_CLOSED);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** No reply and no picture from the agent: the block is hidden. */
export const WithoutProcessResult: Story = {
  args: { state: ready(storyComplaint({ disposeDetail: '', disposeImages: [] })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your description' })).toHaveValue(CONTENT);
    await expect(canvas.queryByRole('region', { name: 'Process Result' })).toBeNull();
    await expect(canvas.queryByText('Customer service')).toBeNull();
  },
};

/** The agent answered with pictures only: the block shows them under the agent's label. */
export const ProcessResultPicturesOnly: Story = {
  args: { state: ready(storyComplaint({ disposeDetail: '' })) },
  play: async () => {
    const result = region('Process Result');
    await expect(result).toHaveTextContent('Customer service');
    await expect(within(result).getAllByRole('button')).toHaveLength(1);
  },
};

/** A type without sub-types and no pictures: one tag, no picture section. */
export const NoSubTypeNoPictures: Story = {
  args: { state: ready(storyComplaint({ sonType: '', images: [] })) },
  play: async ({ canvas }) => {
    await expect(tags().map((tag) => tag.textContent)).toEqual(['Collection']);
    await expect(canvas.queryByRole('region', { name: 'Pictures' })).toBeNull();
  },
};

/** Pictures the guard refused are left out, with a note; the allowed one still enlarges. */
export const RefusedPictures: Story = {
  args: {
    state: ready(
      storyComplaint({
        images: [RECEIPT, 'javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>'],
      }),
    ),
  },
  play: async ({ args }) => {
    const pictures = region('Pictures');
    const buttons = within(pictures).getAllByRole('button');
    await expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Enlarge picture 1 of 1',
    ]);
    await expect(pictures).toHaveTextContent('Some pictures cannot be shown.');
    await expect(pictures.querySelectorAll('img')).toHaveLength(1);
    await userEvent.click(buttons[0] as HTMLElement);
    await expect(args.onEnlarge).toHaveBeenCalledWith({ group: 'complaint', index: 0 });
  },
};

/** A tap on a thumbnail asks for it enlarged, the borrower's or the agent's. */
export const TapToEnlarge: Story = {
  args: { state: ready(storyComplaint({ images: [RECEIPT, CASE_CLOSED] })) },
  play: async ({ args }) => {
    await userEvent.click(
      within(region('Pictures')).getByRole('button', { name: 'Enlarge picture 2 of 2' }),
    );
    await expect(args.onEnlarge).toHaveBeenLastCalledWith({ group: 'complaint', index: 1 });
    await userEvent.click(within(region('Process Result')).getByRole('button'));
    await expect(args.onEnlarge).toHaveBeenLastCalledWith({ group: 'result', index: 0 });
  },
};

/** The second of two pictures enlarged, full screen; a tap closes it. */
export const PictureEnlarged: Story = {
  args: {
    state: ready(storyComplaint({ images: [RECEIPT, CASE_CLOSED] })),
    preview: { group: 'complaint', index: 1 },
  },
  play: async ({ args }) => {
    const preview = await layerReady('Image preview');
    await expect(within(preview).getByRole('img', { name: 'Picture 2 of 2' })).toHaveAttribute(
      'src',
      CASE_CLOSED,
    );
    await expect(preview).toHaveTextContent('2 of 2');
    await userEvent.click(within(preview).getByRole('button', { name: 'Close' }));
    await expect(args.onClosePreview).toHaveBeenCalledTimes(1);
  },
};

/** The agent's picture enlarged. */
export const AgentPictureEnlarged: Story = {
  args: { preview: { group: 'result', index: 0 } },
  play: async () => {
    const preview = await layerReady('Image preview');
    await expect(within(preview).getByRole('img', { name: 'Picture 1 of 1' })).toHaveAttribute(
      'src',
      CASE_CLOSED,
    );
  },
};

/** The rating modal: five empty stars; a tap, Cancel and Send are reported. */
export const RatingOpen: Story = {
  args: { rating: { open: true, stars: 0, sending: false } },
  play: async ({ args }) => {
    const dialog = await layerReady(RATING);
    const stars = within(dialog).getByRole('radiogroup', { name: RATING });
    await expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    await expect(filledStars(stars)).toEqual([false, false, false, false, false]);
    await userEvent.click(within(dialog).getByRole('radio', { name: '3 of 5 stars' }));
    await expect(args.onStars).toHaveBeenCalledWith(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(args.onSendRating).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancelRating).toHaveBeenCalledTimes(1);
  },
};

/** Four stars chosen: they fill up to the fourth. */
export const RatingFourStars: Story = {
  args: { rating: { open: true, stars: 4, sending: false } },
  play: async () => {
    const dialog = await layerReady(RATING);
    await expect(within(dialog).getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
    await expect(filledStars(within(dialog).getByRole('radiogroup'))).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  },
};

/** While the score is on its way Send is busy, the stars hold and Cancel waits. */
export const RatingSending: Story = {
  args: { rating: { open: true, stars: 4, sending: true } },
  play: async ({ args }) => {
    const dialog = await layerReady(RATING);
    const send = within(dialog).getByRole('button', { name: /Send/ });
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(send);
    await expect(args.onSendRating).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // The stars sent stay the stars shown.
    await userEvent.click(within(dialog).getByRole('radio', { name: '2 of 5 stars' }));
    await expect(args.onStars).not.toHaveBeenCalled();
  },
};

/** Server text with markup shows as the text it is. */
export const MarkupShownAsText: Story = {
  args: {
    state: ready(
      storyComplaint({
        type: '<b>Other</b>',
        content: '<img src=x onerror=alert(1)>',
        disposeDetail: '<script>alert(1)</script>',
      }),
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(tags()[0]).toHaveTextContent('<b>Other</b>');
    await expect(canvas.getByRole('textbox')).toHaveValue('<img src=x onerror=alert(1)>');
    await expect(region('Process Result')).toHaveTextContent('<script>alert(1)</script>');
    await expect(canvasElement.querySelector('b, script, img[src="x"]')).toBeNull();
  },
};

export const Back: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

const loadStates = loadStateStories({ role: 'region', name: 'Complaint type' });

export const Loading: Story = loadStates.Loading;
export const ServerError: Story = loadStates.ServerError;
export const MalformedAnswer: Story = loadStates.MalformedAnswer;
export const NetworkFailure: Story = loadStates.NetworkFailure;
