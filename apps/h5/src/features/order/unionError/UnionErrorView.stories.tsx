import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as v from 'valibot';
import { unionErrorInfoSchema } from '../../../api/schemas/order.ts';
import { linkGuard } from '../../../link/index.ts';
import { unionErrorInfo } from '../../../mocks/order/fixtures.ts';
import { loadStateStories } from '../../../screen/loadStateStories.ts';
import { withCheckedLogos } from '../shared/checkedLogos.ts';
import { UnionErrorView } from './UnionErrorView.tsx';

const parsed = v.parse(unionErrorInfoSchema, unionErrorInfo());
/** As the page hands it over: the logos checked. */
const info = { ...parsed, family: withCheckedLogos(parsed.family, linkGuard.image) };

const meta = {
  title: 'Screens/Order/Union error',
  component: UnionErrorView,
  args: {
    state: { status: 'ready', data: info },
    onRetry: fn(),
    onBack: fn(),
    onSelectProduct: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UnionErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login failed' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Failed' })).toBeVisible();
    await expect(canvas.getByText(/Your session has expired/)).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Recommended products' }),
    ).toBeVisible();
    const cards = canvas.getAllByRole('article');
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Sulit Cash',
      'Kaagapay Loan',
      'Bituin Credit',
    ]);
    const sulit = canvas.getByRole('article', { name: 'Sulit Cash' });
    await expect(sulit).toHaveTextContent('₱3.000 - ₱20.000');
    await expect(sulit).toHaveTextContent('0,05%/day');
    await userEvent.click(within(sulit).getByRole('button', { name: 'Apply now' }));
    await expect(args.onSelectProduct).toHaveBeenCalledWith(
      expect.objectContaining({ id: '12', name: 'Sulit Cash' }),
    );
  },
};

/** A product that is not enabled has a grey button that does nothing. */
export const ProductNotEnabled: Story = {
  play: async ({ args, canvas }) => {
    const closed = canvas.getByRole('article', { name: 'Kaagapay Loan' });
    const button = within(closed).getByRole('button', { name: 'Not available' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onSelectProduct).not.toHaveBeenCalled();
  },
};

/** Without an error message the server's notice stands in. */
export const NoticeOnly: Story = {
  args: { state: { status: 'ready', data: { ...info, errMessage: '' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Login failed', { selector: 'p' })).toBeVisible();
  },
};

export const NoProducts: Story = {
  args: { state: { status: 'ready', data: { ...info, family: [] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Failed' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Recommended products' })).toBeNull();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

export const Back: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Server text stays text: markup in it is shown, never run. */
export const ServerTextIsText: Story = {
  args: {
    state: {
      status: 'ready',
      data: { ...info, errMessage: '<img src=x onerror=alert(1)><b>expired</b>' },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<img src=x onerror=alert(1)><b>expired</b>')).toBeVisible();
    await expect(canvasElement.querySelector('b, img[src="x"]')).toBeNull();
  },
};

const loadStates = loadStateStories({ role: 'heading', name: 'Failed' });

export const Loading: Story = loadStates.Loading;
export const ServerError: Story = loadStates.ServerError;
export const MalformedAnswer: Story = loadStates.MalformedAnswer;
export const NetworkFailure: Story = loadStates.NetworkFailure;
