import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { sheetReady } from '../../../../../../packages/ui/docs/sheetReady.ts';
import { splitWords } from '../../../../../../packages/ui/docs/splitWords.ts';
import { layerScreenParameters } from '../../../dev/storybook/layerScreen.ts';
import { loadStateStories } from '../../../screen/loadStateStories.ts';
import indonesian from '../text/file/id.ts';
import { ComplaintStartView } from './ComplaintStartView.tsx';
import { storyStart } from './storyData.ts';

const meta = {
  title: 'Screens/Complaint/Start',
  component: ComplaintStartView,
  args: {
    state: storyStart(),
    onRetry: fn(),
    onBack: fn(),
    ordersOpen: false,
    onOpenOrders: fn(),
    onCloseOrders: fn(),
    onChooseOrder: fn(),
    subTypesOpen: false,
    onChooseType: fn(),
    onChooseSubType: fn(),
    onMyComplaints: fn(),
  },
  parameters: layerScreenParameters,
} satisfies Meta<typeof ComplaintStartView>;

export default meta;
type Story = StoryObj<typeof meta>;

const orderCard = () => screen.getByRole('region', { name: 'Order' });
const typeButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

const loadStates = loadStateStories({ role: 'region', name: 'What is your question about?' });
export const Loading: Story = loadStates.Loading;
export const ServerError: Story = loadStates.ServerError;
export const MalformedAnswer: Story = loadStates.MalformedAnswer;
export const NetworkFailure: Story = loadStates.NetworkFailure;

/** The current order's summary and the question types; the collection type is closed. */
export const Summary: Story = {
  play: async ({ args }) => {
    await expect(screen.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
    const card = orderCard();
    await expect(card).toHaveTextContent('PesoBilis');
    await expect(card).toHaveTextContent('Order No. PB202504150001');
    await expect(card).toHaveTextContent('Due today');
    await expect(within(card).getByText('Loan amount')).toBeVisible();
    await expect(within(card).getByText('₱5.000,00')).toBeVisible();
    await expect(card.querySelector('img')?.getAttribute('src')).toMatch(/^\/mock-images\//);
    await expect(typeButton('Collection')).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByText('Calls at night')).toBeNull();
    await userEvent.click(typeButton('Repayment'));
    await expect(args.onChooseType).toHaveBeenCalledWith('2');
    await userEvent.click(typeButton('Collection'));
    await expect(args.onChooseType).toHaveBeenLastCalledWith('1');
  },
};

/**
 * Large text on a narrow phone: an amount or a date is never broken in two, where it could be
 * misread ('₱5.0' over '00,00').
 */
export const LargeTextNarrowPhone: Story = {
  render: (args) => (
    <div style={{ width: 200 }}>
      <ComplaintStartView {...args} />
    </div>
  ),
  play: async () => {
    const card = orderCard();
    await expect(within(card).getByText('₱5.000,00')).toBeVisible();
    const amountsAndDates = splitWords(card).filter((word) => /₱|\d{4}-\d{2}-\d{2}/.test(word));
    await expect(amountsAndDates).toEqual([]);
  },
};

/**
 * Large text in Indonesian (a 320 px phone at 200%, so 160 px of room): the card's 'Semua' button
 * goes under its heading rather than past the card's edge.
 */
export const LargeTextIndonesian: Story = {
  globals: { locale: 'id' },
  render: (args) => (
    <div style={{ width: 160 }}>
      <ComplaintStartView {...args} />
    </div>
  ),
  play: async () => {
    const card = screen.getByRole('region', { name: indonesian['file.start.order'] });
    const all = within(card).getByRole('button', { name: indonesian['file.start.allTitle'] });
    await expect(all.getBoundingClientRect().right).toBeLessThanOrEqual(
      card.getBoundingClientRect().right,
    );
  },
};

/** The order the borrower chose earlier replaces the current one. */
export const ChosenOrder: Story = {
  args: { state: storyStart({}, 'SC202501020007') },
  play: async () => {
    await expect(orderCard()).toHaveTextContent('Sulit Cash');
    await expect(orderCard()).toHaveTextContent('Order No. SC202501020007');
    await expect(orderCard()).toHaveTextContent('Repaid on');
  },
};

/** The collection type open: its sub-types, each a way on. */
export const SubTypesShown: Story = {
  args: { subTypesOpen: true },
  play: async ({ args }) => {
    const collection = typeButton('Collection');
    await expect(collection).toHaveAttribute('aria-expanded', 'true');
    const subTypes = screen.getByText('What happened during collection?').parentElement;
    await expect(collection).toHaveAttribute('aria-controls', subTypes?.id);
    await userEvent.click(screen.getByRole('button', { name: /Contacting my references/ }));
    await expect(args.onChooseSubType).toHaveBeenCalledWith('12');
  },
};

/** No current order: the card says so, and 'All' is the way to choose one. */
export const NoCurrentOrder: Story = {
  args: { state: storyStart({ orderDetail: null }) },
  play: async ({ args }) => {
    await expect(orderCard()).toHaveTextContent('No current order');
    await expect(orderCard()).not.toHaveTextContent('Order No.');
    await userEvent.click(within(orderCard()).getByRole('button', { name: 'All orders' }));
    await expect(args.onOpenOrders).toHaveBeenCalledTimes(1);
  },
};

/** 'All' open: every order, the selected one marked; a tap chooses and closes. */
export const AllOrders: Story = {
  args: { ordersOpen: true },
  play: async ({ args }) => {
    const sheet = await sheetReady('All orders');
    const rows = within(sheet).getAllByRole('button', { name: /Order No\./ });
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveAttribute('aria-current', 'true');
    await expect(rows[1]).toHaveTextContent('Order No. SC202501020007 · Repaid');
    await userEvent.click(rows[1] as HTMLElement);
    await expect(args.onChooseOrder).toHaveBeenCalledWith('SC202501020007');
    await expect(args.onCloseOrders).toHaveBeenCalled();
  },
};

/** 'All' with no orders: the overlay says so. */
export const AllOrdersEmpty: Story = {
  args: { ordersOpen: true, state: storyStart({ orderDetail: null, orderList: [] }) },
  play: async () => {
    const sheet = await sheetReady('All orders');
    await expect(sheet).toHaveTextContent('You have no orders yet.');
    await expect(within(sheet).queryAllByRole('button', { name: /Order No\./ })).toEqual([]);
  },
};

/** No question types from the server: a note instead of an empty list. */
export const NoTypes: Story = {
  args: { state: storyStart({ problemType: [] }) },
  play: async () => {
    await expect(screen.getByText('No question types are available right now.')).toBeVisible();
  },
};

export const MyComplaints: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'My complaints' }));
    await expect(args.onMyComplaints).toHaveBeenCalledTimes(1);
  },
};
