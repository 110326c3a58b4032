import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { sheetReady } from '../../../../../../packages/ui/docs/sheetReady.ts';
import {
  expectNothingHostileHappened,
  expectShownAsText,
  withHostileBackend,
} from '../../../dev/storybook/hostile.ts';
import { navigations } from '../../../dev/storybook/journals.ts';
import { loadFailureStories, requestsTo, WAIT } from '../../../dev/storybook/loadFailures.ts';
import { withMockBackend } from '../../../dev/storybook/mockBackend.ts';
import { painted } from '../../../dev/storybook/painted.ts';
import { recordToasts, toasts } from '../../../dev/storybook/toasts.ts';
import { currentRoute, wiredPage } from '../../../dev/storybook/wiredPage.tsx';
import {
  browserStorage,
  forget,
  keepOrderNo,
  ORDER_KEYS,
  ORDER_NO_KEY,
} from '../shared/complaintStorage.ts';
import ComplaintStartPage from './ComplaintStartPage.tsx';

const WiredComplaintStart = wiredPage('/complaint', ComplaintStartPage);

const meta = {
  title: 'Screens/Complaint/Start (wired)',
  component: WiredComplaintStart,
  args: { url: '/complaint' },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    forget(browserStorage, ORDER_KEYS);
    const stopRecording = recordToasts();
    return () => {
      stopRecording();
      forget(browserStorage, ORDER_KEYS);
    };
  },
} satisfies Meta<typeof WiredComplaintStart>;

export default meta;
type Story = StoryObj<typeof meta>;

const INIT = '/user-problem/problem-init';
const CURRENT = 'PB202504150001';
const NO_COLLECTION = 'SC202501020007';

const orderCard = () => screen.findByRole('region', { name: 'Order' }, WAIT);
const typeButton = (name: string) =>
  screen.findByRole('button', { name: new RegExp(`^${name}`) }, WAIT);

/** Opens 'All' and chooses the order named `name`. */
async function chooseOrder(name: string) {
  await userEvent.click(within(await orderCard()).getByRole('button', { name: 'All orders' }));
  const sheet = await sheetReady('All orders');
  await userEvent.click(within(sheet).getByRole('button', { name: new RegExp(name) }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
}

/** While `problem-init` is on its way: the skeleton, nothing of the content. */
export const Loading: Story = {
  beforeEach: withMockBackend('slow'),
  play: async () => {
    const loading = await screen.findByText('Loading…', {}, WAIT);
    await expect(loading.closest('[aria-busy="true"]')).not.toBeNull();
    await expect(screen.queryByRole('region', { name: 'Order' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'My complaints' })).toBeNull();
  },
};

const failures = loadFailureStories(INIT);
export const ServerError: Story = failures.ServerError;
export const MalformedAnswer: Story = failures.MalformedAnswer;
export const GatewayFailure: Story = failures.GatewayFailure;
export const NetworkFailure: Story = failures.NetworkFailure;

/** The current order from `problem-init` with the session's orderId, asked once. */
export const CurrentOrder: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    const card = await orderCard();
    await expect(card).toHaveTextContent(`Order No. ${CURRENT}`);
    await expect(card).toHaveTextContent('PesoBilis');
    await expect(card).toHaveTextContent('Due today');
    await expect(requestsTo(INIT)).toHaveLength(1);
    await expect(requestsTo(INIT)[0]).toMatchObject({ method: 'POST', body: { orderId: '9001' } });
    await expect(localStorage.getItem(ORDER_NO_KEY)).toBeNull();
  },
};

/** 'All': choosing another order replaces the summary and keeps its number in storage. */
export const ChooseFromAll: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    await chooseOrder('Sulit Cash');
    const card = await orderCard();
    await expect(card).toHaveTextContent(`Order No. ${NO_COLLECTION}`);
    await expect(card).toHaveTextContent('Repaid');
    await expect(localStorage.getItem(ORDER_NO_KEY)).toBe(NO_COLLECTION);
    await expect(requestsTo(INIT)).toHaveLength(1);
  },
};

/** Kept from an earlier visit to this order's page (the session's 9001): the order shown. */
export const KeptOrderShown: Story = {
  beforeEach: [withMockBackend(), () => keepOrderNo(browserStorage, NO_COLLECTION, '9001')],
  play: async () => {
    await waitFor(
      async () => expect(await orderCard()).toHaveTextContent(`Order No. ${NO_COLLECTION}`),
      WAIT,
    );
  },
};

/**
 * Kept from a visit to another order's page: the page opened for this order is about this one
 * (the kept choice once won here, and a complaint could go to the wrong order).
 */
export const KeptForAnotherOrder: Story = {
  beforeEach: [withMockBackend(), () => keepOrderNo(browserStorage, NO_COLLECTION, '9002')],
  play: async () => {
    const card = await orderCard();
    await expect(card).toHaveTextContent(`Order No. ${CURRENT}`);
    await painted();
    await expect(card).toHaveTextContent(`Order No. ${CURRENT}`);
  },
};

/** A storage that throws: the page works all the same. */
export const StorageUnavailable: Story = {
  beforeEach: [
    withMockBackend(),
    () => {
      const getItem = spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      });
      const setItem = spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      });
      return () => {
        getItem.mockRestore();
        setItem.mockRestore();
      };
    },
  ],
  play: async () => {
    await chooseOrder('Sulit Cash');
    await expect(await orderCard()).toHaveTextContent(`Order No. ${NO_COLLECTION}`);
    await userEvent.click(await typeButton('Repayment'));
    await expect(await currentRoute()).toBe(
      `/complainPageNext?problemType=2&orderNo=${NO_COLLECTION}`,
    );
  },
};

/** Collection for an order whose isShow is not 1: the toast, no sub-types, nowhere to go. */
export const CollectionRefused: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    await chooseOrder('Sulit Cash');
    await userEvent.click(await typeButton('Collection'));
    await expect(toasts()).toEqual([
      'The selected order does not support sending collection types',
    ]);
    await expect(screen.queryByRole('button', { name: /Calls at night/ })).toBeNull();
    await expect(navigations).toEqual([]);
  },
};

/** Collection for an order that allows it: its sub-types; one goes on with type, sub-type and order. */
export const SubTypeGoesOn: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    const collection = await typeButton('Collection');
    await userEvent.click(collection);
    await expect(collection).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: /Calls at night/ }));
    await expect(await currentRoute()).toBe(
      `/complainPageNext?problemType=1&problemSonType=13&orderNo=${CURRENT}`,
    );
    await expect(localStorage.getItem(ORDER_NO_KEY)).toBe(CURRENT);
    await expect(toasts()).toEqual([]);
  },
};

/** A switch to an order that refuses collection closes the open sub-types. */
export const SubTypesCloseOnOrderChange: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    await userEvent.click(await typeButton('Collection'));
    await expect(screen.getByRole('button', { name: /Calls at night/ })).toBeVisible();
    await chooseOrder('Sulit Cash');
    await expect(screen.queryByRole('button', { name: /Calls at night/ })).toBeNull();
  },
};

/** Any other type goes straight on, with no sub-type. */
export const OtherTypeGoesOn: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    await userEvent.click(await typeButton('Disbursement'));
    await expect(await currentRoute()).toBe(`/complainPageNext?problemType=3&orderNo=${CURRENT}`);
  },
};

/** No orders at all: the card says so, 'All' lists none, and a type asks for an order first. */
export const NoOrders: Story = {
  beforeEach: withMockBackend('empty-lists'),
  play: async () => {
    const card = await orderCard();
    await expect(card).toHaveTextContent('No current order');
    await userEvent.click(within(card).getByRole('button', { name: 'All orders' }));
    const sheet = await sheetReady('All orders');
    await expect(sheet).toHaveTextContent('You have no orders yet.');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await typeButton('Repayment'));
    await expect(toasts()).toEqual(['Please choose an order first.']);
    await expect(navigations).toEqual([]);
  },
};

export const MyComplaints: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'My complaints' }, WAIT));
    await expect(await currentRoute()).toBe('/complaintList');
  },
};

/** Hostile answers: every text shows as literal text, no logo is loaded, nothing runs. */
export const Hostile: Story = {
  beforeEach: withHostileBackend,
  play: async () => {
    const card = await orderCard();
    await expectShownAsText('problemInit', [
      'problemType[].title',
      'orderDetail.productName',
      'orderDetail.status',
      'orderDetail.list[].title',
      'orderDetail.list[].value',
    ]);
    await expect(card.querySelector('img')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'All orders' }));
    const sheet = await sheetReady('All orders');
    await expectShownAsText('problemInit', ['orderList[].productName']);
    await expect(sheet.querySelector('img')).toBeNull();
    await expectNothingHostileHappened();
  },
};
