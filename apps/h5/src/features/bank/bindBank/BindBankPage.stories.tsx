import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { endpoints } from '../../../api/endpoints.ts';
import { config } from '../../../config/env.ts';
import { heldAnswer } from '../../../dev/storybook/heldAnswer.ts';
import {
  expectNothingHostileHappened,
  payloadsAt,
  withHostileBackend,
} from '../../../dev/storybook/hostile.ts';
import { bridgeCalls, navigations } from '../../../dev/storybook/journals.ts';
import {
  loadFailureStories,
  nothingSentTo,
  requestsTo,
  sentTo,
  WAIT,
} from '../../../dev/storybook/loadFailures.ts';
import { withMockBackend } from '../../../dev/storybook/mockBackend.ts';
import { painted } from '../../../dev/storybook/painted.ts';
import { recordToasts, toasts } from '../../../dev/storybook/toasts.ts';
import { currentRoute, wiredPage } from '../../../dev/storybook/wiredPage.tsx';
import BindBankPage from './BindBankPage.tsx';
import {
  choiceField,
  choose,
  loadPickerSheets,
  sheetReady,
  withNativeApp,
} from './storyHelpers.ts';

const WiredBindBank = wiredPage('/bindBank', BindBankPage);

const meta = {
  title: 'Screens/Bank/Bind bank (wired)',
  component: WiredBindBank,
  args: { url: '/bindBank' },
  parameters: { layout: 'fullscreen' },
  loaders: [loadPickerSheets],
  beforeEach: () => {
    return recordToasts();
  },
} satisfies Meta<typeof WiredBindBank>;

export default meta;
type Story = StoryObj<typeof meta>;

const CARD_INIT = '/card/card-init';
const BIND_NEW = '/card/bind-card-new';
const BIND_LOAN = '/card/bind-card-loan';
const ORDER_PAGE = '/loanDetail?source=loanDetail';

const bridgeActions = () => bridgeCalls.map((call) => call.action);
const nextButton = () => screen.findByRole('button', { name: /Next$/ }, WAIT);
const field = (label: string) => screen.findByLabelText(label, {}, WAIT);

/** The e-wallet form as the mock sends it: GCash chosen, its number and the shared fields filled. */
const WALLET = {
  walletChannel: '90006',
  gcashAccount: '09171234567',
  accountName: 'Juan Dela Cruz',
  salaryDay: '15',
  cardType: '1',
  product_id: '7',
};

/** Card type 2, with everything the mock leaves empty filled in. */
async function fillBankAccount() {
  await userEvent.click(await screen.findByRole('tab', { name: 'Bank account' }, WAIT));
  await choose('Bank', 'Metrobank');
  await userEvent.type(await field('Account number'), '4111 1111 1111 1111');
  await choose('Branch city', 'Cebu', 'Mandaue City');
  await userEvent.type(await field('Branch code'), '0123');
}

const BANK_ACCOUNT = {
  bankCode: 'MBTC',
  bankCardNo: '4111111111111111',
  branchCity: 'Cebu, Mandaue City',
  branchCode: '0123',
  accountName: 'Juan Dela Cruz',
  salaryDay: '15',
  cardType: '2',
  product_id: '7',
};

/** A story's `beforeEach`, after `withMockBackend`: the next save fails as a dropped network would. */
const saveDropsOnce = (context: StoryContext) => {
  const { msw } = context as StoryContext & { msw: MswApi };
  msw.use(
    http.post(`${config.apiBase}${endpoints.bindCardNew.path}`, () => HttpResponse.error(), {
      once: true,
    }),
  );
};

// Opening

/** The page asks `card-init` once with the session's product, and tells the native app the flow began. */
export const OpensTheForm: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    await expect(await choiceField('E-wallet')).toHaveAccessibleName('E-wallet GCash');
    await expect(requestsTo(CARD_INIT)).toHaveLength(1);
    await expect(requestsTo(CARD_INIT)[0]).toMatchObject({
      method: 'POST',
      bodyKind: 'form',
      body: { product_id: '7' },
    });
    await expect(bridgeActions()).toEqual(['startBankBind']);
    await nothingSentTo(BIND_NEW);
  },
};

/** The page query's product comes first, as the early call asks it. */
export const ProductFromQuery: Story = {
  args: { url: '/bindBank?product_id=11' },
  beforeEach: withMockBackend(),
  play: async () => {
    await choiceField('E-wallet');
    await expect(requestsTo(CARD_INIT).map((request) => request.body)).toEqual([
      { product_id: '11' },
    ]);
  },
};

export const Loading: Story = {
  beforeEach: withMockBackend('slow'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryByRole('tab')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Next$/ })).toBeNull();
    await expect(bridgeActions()).toEqual(['startBankBind']);
  },
};

const failures = loadFailureStories(CARD_INIT);

/** The server's message; Try again asks once more. */
export const ServerError: Story = failures.ServerError;
export const MalformedAnswer: Story = failures.MalformedAnswer;
export const GatewayFailure: Story = failures.GatewayFailure;
export const NetworkFailure: Story = failures.NetworkFailure;

/** The server sent no items: the screen says so; no Next, nothing to send. */
export const EmptyForm: Story = {
  beforeEach: withMockBackend('empty-lists'),
  play: async () => {
    await screen.findByText('Nothing to fill in yet', {}, WAIT);
    await expect(screen.queryByRole('button', { name: /Next$/ })).toBeNull();
    await expect(screen.queryByRole('tab')).toBeNull();
  },
};

/**
 * Hostile answers: every title, hint and option name shows as the literal text it is, on both
 * card types and in the channel picker; nothing runs, nothing navigates.
 */
export const Hostile: Story = {
  beforeEach: withHostileBackend,
  play: async () => {
    const seen: string[] = [];
    const look = () => seen.push(document.body.textContent ?? '');
    /** Opens the first picker field shown and looks; then picks its option `pick`, or cancels. */
    const lookInFirstPicker = async (pick?: number) => {
      const picker = screen
        .getAllByRole('button')
        .find((button) => button.getAttribute('aria-haspopup') === 'dialog');
      await expect(picker).toBeDefined();
      await userEvent.click(picker as HTMLElement);
      await sheetReady();
      look();
      const option = pick === undefined ? undefined : screen.getAllByRole('option')[pick];
      if (option) await userEvent.click(option);
      const close = option ? 'Confirm' : 'Cancel';
      await userEvent.click(screen.getByRole('button', { name: close }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
      look();
    };
    await nextButton();
    look();
    // The channel chooser: its second channel shows the other channel's fields.
    await lookInFirstPicker(1);
    await userEvent.click(screen.getByRole('tab', { name: 'Bank account' }));
    look();
    await lookInFirstPicker();
    const payloads = payloadsAt('cardInit', [
      'items[].title',
      'items[].subtitle',
      'items[].note[].name',
    ]);
    await expect(payloads).not.toHaveLength(0);
    const shown = seen.join('\n');
    for (const payload of payloads) await expect(shown).toContain(payload);
    await expectNothingHostileHappened();
  },
};

// Saving

/** E-wallet (type 1, channel 90006) saved through bind-card-new: end of flow, then the web view closes. */
export const WalletSavedClosesWebView: Story = {
  beforeEach: [withMockBackend(), withNativeApp],
  play: async () => {
    const next = await nextButton();
    await userEvent.dblClick(next);
    await waitFor(() => expect(bridgeActions()).toContain('closeWebView'), WAIT);
    await expect(bridgeActions()).toEqual(['startBankBind', 'endBankBind', 'closeWebView']);
    await expect(requestsTo(BIND_NEW)).toHaveLength(1);
    await expect(requestsTo(BIND_NEW)[0]).toMatchObject({ bodyKind: 'form', body: WALLET });
    await nothingSentTo(BIND_LOAN);
    await expect(navigations).toEqual([]);
    await expect(toasts()).toEqual([]);
  },
};

/**
 * A GCash number pasted in +63 form, as GCash and the phone's contacts show it, is saved whole
 * in its 09 form (the phone mask cut it to its first eleven digits, another number).
 */
export const WalletNumberPastedInternational: Story = {
  beforeEach: [withMockBackend(), withNativeApp],
  play: async () => {
    const next = await nextButton();
    const gcash = await field('GCash number');
    await userEvent.clear(gcash);
    await userEvent.paste('+63 917 765 4321');
    await expect(gcash).toHaveValue('091 7765 4321');
    await userEvent.click(next);
    await waitFor(() => expect(bridgeActions()).toContain('closeWebView'), WAIT);
    await expect(requestsTo(BIND_NEW)[0]?.body).toMatchObject({ gcashAccount: '09177654321' });
  },
};

/**
 * From the order page: the channel switched to Maya, its number typed, saved through
 * bind-card-loan, and the order page takes this one's place with source=loanDetail.
 */
export const ChannelSwitchFromLoanDetail: Story = {
  args: { url: '/bindBank?source=loanDetail' },
  beforeEach: [withMockBackend(), withNativeApp],
  play: async () => {
    await choose('E-wallet', 'Maya');
    await expect(screen.queryByLabelText('GCash number')).toBeNull();
    await userEvent.type(await field('Maya number'), '0918 123 4567');
    await expect(await field('Maya number')).toHaveValue('091 8123 4567');
    await userEvent.dblClick(await nextButton());
    await expect(await currentRoute()).toBe(ORDER_PAGE);
    await expect(navigations).toEqual([{ to: ORDER_PAGE, replace: true }]);
    await expect(bridgeActions()).toEqual(['startBankBind', 'endBankBind']);
    await expect(requestsTo(BIND_LOAN)).toHaveLength(1);
    await expect(requestsTo(BIND_LOAN)[0]?.body).toEqual({
      walletChannel: '90007',
      mayaAccount: '09181234567',
      accountName: 'Juan Dela Cruz',
      salaryDay: '15',
      cardType: '1',
      product_id: '7',
    });
    await nothingSentTo(BIND_NEW);
  },
};

const CARD_LIST = '/paymentWay?amount=545500';

/**
 * From card repayment's 'Add a card': once saved, the borrower is back on the card list to pay,
 * not out of the web view mid-payment.
 */
export const SavedFromCardRepayment: Story = {
  args: { url: '/bindBank?source=paymentWay', before: [CARD_LIST] },
  beforeEach: [withMockBackend(), withNativeApp],
  play: async () => {
    await userEvent.click(await nextButton());
    await waitFor(() => expect(bridgeActions()).toContain('endBankBind'), WAIT);
    await expect(await currentRoute()).toBe(CARD_LIST);
    await painted();
    await expect(bridgeActions()).toEqual(['startBankBind', 'endBankBind']);
    await expect(requestsTo(BIND_NEW)).toHaveLength(1);
  },
};

/** The next save from the order page, held until the story releases it. */
const heldSave = heldAnswer('bindCardLoan');

/**
 * While the save is out the form is what is being saved: Back, the page's or the phone's, waits
 * for it, and a correction or another tab does not take (left meanwhile, the account was saved
 * unseen and the borrower bound it twice; a correction after Next was silently not the one saved).
 */
export const SavingHoldsTheForm: Story = {
  args: { url: '/bindBank?source=loanDetail', before: ['/complaint', ORDER_PAGE] },
  beforeEach: [withMockBackend(), heldSave.beforeEach, withNativeApp],
  play: async () => {
    await userEvent.click(await nextButton());
    await expect(await nextButton()).toHaveAttribute('aria-busy', 'true');
    const gcash = await field('GCash number');
    const saved = (gcash as HTMLInputElement).value;
    await userEvent.type(gcash, '{Backspace}9');
    await expect(gcash).toHaveValue(saved);
    await userEvent.click(screen.getByRole('tab', { name: 'Bank account' }));
    await expect(screen.getByRole('tab', { name: 'E-wallet' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await expect(window.onNativeBack?.()).toBe(true);
    await painted();
    await expect(navigations).toEqual([]);
    heldSave.release();
    await expect(await currentRoute()).toBe(ORDER_PAGE);
    await expect(bridgeActions()).toEqual(['startBankBind', 'endBankBind']);
    await expect(sentTo(BIND_LOAN)).toHaveLength(1);
  },
};

/** Card type 2 with every field kind: enum as its code, digits raw, the city's names. */
export const BankAccountSaved: Story = {
  beforeEach: [withMockBackend(), withNativeApp],
  play: async () => {
    await fillBankAccount();
    await userEvent.click(await nextButton());
    await waitFor(() => expect(bridgeActions()).toContain('closeWebView'), WAIT);
    await expect(requestsTo(BIND_NEW).map((request) => request.body)).toEqual([BANK_ACCOUNT]);
    await expect(bridgeActions()).toEqual(['startBankBind', 'endBankBind', 'closeWebView']);
  },
};

/** In Chinese the names are listed with its own mark, 、, not an English comma. */
export const RequiredFieldsNamedInChinese: Story = {
  globals: { locale: 'zh-CN' },
  beforeEach: withMockBackend('default', { lang: 'zh-CN' }),
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: '银行账户' }, WAIT));
    await userEvent.type(await field('Branch code'), '77');
    await userEvent.click(await screen.findByRole('button', { name: /下一步$/ }, WAIT));
    await expect(toasts()).toEqual(['请填写：Bank、Account number、Branch city']);
    await expect(requestsTo(BIND_NEW)).toEqual([]);
  },
};

/** Next with empty fields names them, marks each, and sends nothing. */
export const RequiredFieldsNamed: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Bank account' }, WAIT));
    await userEvent.type(await field('Branch code'), '77');
    await userEvent.click(await nextButton());
    await expect(toasts()).toEqual(['Please fill in: Bank, Account number, Branch city']);
    await expect(await choiceField('Bank')).toHaveFocus();
    await expect(await field('Account number')).toHaveAttribute('aria-invalid', 'true');
    await expect(await field('Branch code')).not.toHaveAttribute('aria-invalid');
    await expect(screen.getAllByText('Please fill this in')).toHaveLength(1);
    await expect(screen.getAllByText('Please choose one')).toHaveLength(2);
    await nothingSentTo(BIND_NEW);
    await expect(bridgeActions()).toEqual(['startBankBind']);

    await userEvent.type(await field('Account number'), '1234');
    await expect(await field('Account number')).not.toHaveAttribute('aria-invalid');
  },
};

/** What was typed in one card type is still there after a visit to the other. */
export const CardTypeSwitchKeepsValues: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Bank account' }, WAIT));
    await userEvent.type(await field('Account number'), '41111111');
    await userEvent.click(screen.getByRole('tab', { name: 'E-wallet' }));
    await userEvent.clear(await field('GCash number'));
    await userEvent.type(await field('GCash number'), '09997654321');
    await userEvent.click(screen.getByRole('tab', { name: 'Bank account' }));
    await expect(await field('Account number')).toHaveValue('4111 1111');
    await userEvent.click(screen.getByRole('tab', { name: 'E-wallet' }));
    await expect(await field('GCash number')).toHaveValue('099 9765 4321');
  },
};

/** While the save is out Next is busy; a double tap sends once. */
export const SavingIsBusy: Story = {
  beforeEach: [withMockBackend(), withNativeApp],
  play: async () => {
    const next = await nextButton();
    await userEvent.dblClick(next);
    await expect(next).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(next);
    await waitFor(() => expect(bridgeActions()).toContain('endBankBind'), WAIT);
    await expect(requestsTo(BIND_NEW)).toHaveLength(1);
  },
};

/** The server refuses: its message, everything typed stays, and Next sends the same again. */
export const SaveRejectedKeepsValues: Story = {
  beforeEach: [withMockBackend('bind-card-rejected'), withNativeApp],
  play: async () => {
    await fillBankAccount();
    const next = await nextButton();
    await userEvent.click(next);
    await waitFor(
      () => expect(toasts()).toEqual(['The account name does not match the account number']),
      WAIT,
    );
    await waitFor(() => expect(next).not.toHaveAttribute('aria-busy'), WAIT);
    await expect(await field('Account number')).toHaveValue('4111 1111 1111 1111');
    await expect(await choiceField('Bank')).toHaveAccessibleName('Bank Metrobank');
    await expect(await field('Branch code')).toHaveValue('0123');
    await expect(bridgeActions()).toEqual(['startBankBind']);
    await expect(navigations).toEqual([]);

    await userEvent.click(next);
    await waitFor(() => expect(toasts()).toHaveLength(2), WAIT);
    await expect(toasts()[1]).toBe('The account name does not match the account number');
    await waitFor(() => expect(next).not.toHaveAttribute('aria-busy'), WAIT);
    await expect(requestsTo(BIND_NEW).map((request) => request.body)).toEqual([
      BANK_ACCOUNT,
      BANK_ACCOUNT,
    ]);
  },
};

/** A dropped connection: 'error', everything typed stays, and a retry saves it. */
export const SaveNetworkFailureThenRetry: Story = {
  beforeEach: [withMockBackend(), saveDropsOnce, withNativeApp],
  play: async () => {
    await fillBankAccount();
    const next = await nextButton();
    await userEvent.click(next);
    await waitFor(() => expect(toasts()).toEqual(['error']), WAIT);
    await waitFor(() => expect(next).not.toHaveAttribute('aria-busy'), WAIT);
    await expect(await field('Account number')).toHaveValue('4111 1111 1111 1111');
    await expect(bridgeActions()).toEqual(['startBankBind']);

    await userEvent.click(next);
    await waitFor(() => expect(bridgeActions()).toContain('closeWebView'), WAIT);
    await expect(requestsTo(BIND_NEW).map((request) => request.body)).toEqual([BANK_ACCOUNT]);
  },
};

/** The picker sheets name their buttons 'Confirm' and 'Cancel'. */
export const PickerButtons: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    await userEvent.click(await choiceField('Pay day'));
    const sheet = await sheetReady('Pay day');
    await expect(screen.getByRole('button', { name: 'Confirm' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(sheet).not.toBeInTheDocument(), WAIT);
    await expect(await choiceField('Pay day')).toHaveAccessibleName('Pay day 15');
  },
};
