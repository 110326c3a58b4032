import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { painted } from '../../../dev/storybook/painted.ts';
import { fil as filCatalogue } from '../../../i18n/catalogues/fil.ts';
import { loadStateStories } from '../../../screen/loadStateStories.ts';
import bank from '../text/bank/en.ts';
import filipino from '../text/bank/fil.ts';
import { BindBankView, type BindBankViewProps } from './BindBankView.tsx';
import { DEFAULT_CARD_TYPE } from './bankFields.ts';
import {
  bankAccountsOnlyForm,
  eWalletOnlyForm,
  formState,
  type StoryForm,
  threeCardTypesForm,
} from './cardTypeStoryForms.ts';
import { demoValues, readyState } from './demoForm.ts';
import { bindValues, missingFields } from './formValues.ts';
import { LiveBindBank } from './LiveBindBank.tsx';
import { placesFrom } from './places.ts';
import placesData from './placesData.json';
import {
  choiceField,
  choose,
  fakeViewport,
  loadPickerSheets,
  sheetReady,
  withFakeViewport,
} from './storyHelpers.ts';

const places = placesFrom(placesData);

const meta = {
  title: 'Screens/Bank/Bind bank',
  component: BindBankView,
  args: {
    state: readyState(1),
    onRetry: fn(),
    onBack: fn(),
    cardType: 1,
    onCardTypeChange: fn(),
    values: demoValues,
    onValueChange: fn(),
    missing: [],
    refusals: 0,
    cities: { options: places, failed: false, onOpen: fn() },
    onPickerUnavailable: fn(),
    onNext: fn(),
    busy: false,
  },
  parameters: { layout: 'fullscreen' },
  loaders: [loadPickerSheets],
} satisfies Meta<typeof BindBankView>;

export default meta;
type Story = StoryObj<typeof meta>;

const next = () => screen.queryByRole('button', { name: /Next$/ });
const details = () => screen.getByRole('region', { name: 'Account details' });
const labelsShown = () =>
  within(details())
    .getAllByText((_, element) => element?.matches('label, span[id$="-label"]') ?? false)
    .map((label) => label.textContent);
const field = (label: string) => screen.getByLabelText(label);

// Loading and failures

const loadStates = loadStateStories({ role: 'region', name: 'Account details' });
export const Loading: Story = loadStates.Loading;
export const ServerError: Story = loadStates.ServerError;
export const MalformedAnswer: Story = loadStates.MalformedAnswer;
export const NetworkFailure: Story = loadStates.NetworkFailure;

/** The server sent no items: the screen says so and offers no Next. */
export const EmptyForm: Story = {
  args: { state: { status: 'ready', data: { cardTypes: [1], fields: [], empty: true } } },
  play: async () => {
    await expect(screen.getByText('Nothing to fill in yet')).toBeVisible();
    await expect(next()).toBeNull();
    await expect(screen.queryByRole('tablist')).toBeNull();
  },
};

// Card types and channels

/** Card type 1 (the default) with channel 90006: the chooser, its GCash field, the shared fields. */
export const EWallet: Story = {
  play: async ({ args }) => {
    await expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Payment account information',
    );
    const tabs = screen.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['E-wallet', 'Bank account']);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(labelsShown()).toEqual([
      'E-wallet',
      'GCash number',
      'Account holder name',
      'Pay day',
    ]);
    await expect(await choiceField('E-wallet')).toHaveAccessibleName('E-wallet GCash');
    await expect(field('GCash number')).toHaveValue('091 7123 4567');
    await expect(field('GCash number')).toHaveAccessibleDescription('11-digit mobile number');
    await expect(field('Account holder name')).toHaveValue('Juan Dela Cruz');
    // A legal name as on the ID: a phone keyboard must not 'correct' it.
    await expect(field('Account holder name')).toHaveAttribute('autocorrect', 'off');
    await expect(field('Account holder name')).toHaveAttribute('spellcheck', 'false');
    await expect(await choiceField('Pay day')).toHaveAccessibleName('Pay day 15');
    await userEvent.click(screen.getByRole('tab', { name: 'Bank account' }));
    await expect(args.onCardTypeChange).toHaveBeenCalledWith(2);
    await userEvent.click(next() as HTMLElement);
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** Card type 2: the bank account's fields and the shared ones; no channel applies. */
export const BankAccount: Story = {
  args: { cardType: 2, state: readyState(2) },
  play: async () => {
    await expect(screen.getByRole('tab', { name: 'Bank account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(labelsShown()).toEqual([
      'Bank',
      'Account number',
      'Branch city',
      'Branch code',
      'Account holder name',
      'Pay day',
    ]);
    await expect(await choiceField('Bank')).toHaveAccessibleName('Bank Please choose');
    await expect(await choiceField('Branch city')).toHaveAccessibleName(
      'Branch city Please choose',
    );
    await expect(field('Account number')).toHaveValue('');
  },
};

/** Choosing Maya in the channel chooser swaps the GCash field for Maya's. */
export const ChannelSwitch: Story = {
  render: (args) => <LiveBindBank {...args} />,
  play: async ({ args }) => {
    await choose('E-wallet', 'Maya');
    await expect(args.onValueChange).toHaveBeenCalledWith('walletChannel', 'Maya');
    await expect(await choiceField('E-wallet')).toHaveAccessibleName('E-wallet Maya');
    await expect(screen.queryByLabelText('GCash number')).toBeNull();
    await expect(field('Maya number')).toHaveValue('');
    await choose('E-wallet', 'GCash');
    await expect(field('GCash number')).toHaveValue('091 7123 4567');
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

// Card-type shapes the server may send

/** What a Next tap hands the page: the card type, the values it sends and the empty fields. */
const submitted =
  fn<(sent: { cardType: number; values: Record<string, string>; missing: string[] }) => void>();

/**
 * The view holding the page's form state for `form`, as `LiveBindBank` does for the mock's:
 * Next also reports what the page would send (`bindValues`) or name as empty (`missingFields`).
 */
function LiveForm({ form, ...props }: BindBankViewProps & { form: StoryForm }) {
  const [cardType, setCardType] = useState(props.cardType);
  const [values, setValues] = useState(form.values);
  const state = formState(form, cardType, values);
  return (
    <BindBankView
      {...props}
      state={state}
      cardType={cardType}
      onCardTypeChange={(type) => {
        props.onCardTypeChange(type);
        setCardType(type);
      }}
      values={values}
      onValueChange={(code, value) => {
        props.onValueChange(code, value);
        setValues((current) => ({ ...current, [code]: value }));
      }}
      onNext={() => {
        const shown = state.data.fields;
        submitted({
          cardType,
          values: bindValues(shown, values),
          missing: missingFields(shown, values).map((missed) => missed.code),
        });
        return props.onNext();
      }}
    />
  );
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

/**
 * A third card type (3) beside e-wallet and bank account: its tab is named by its number,
 * "Account type 3", and shows its own fields and the shared ones.
 */
export const UnknownCardType: Story = {
  render: (args) => <LiveForm {...args} form={threeCardTypesForm} />,
  play: async ({ args }) => {
    const third = bank['bank.cardType.other'].replace('{type}', '3');
    await expect(tabNames()).toEqual([bank['bank.cardType.1'], bank['bank.cardType.2'], third]);
    await userEvent.click(screen.getByRole('tab', { name: third }));
    await expect(args.onCardTypeChange).toHaveBeenCalledWith(3);
    await expect(screen.getByRole('tab', { name: third })).toHaveAttribute('aria-selected', 'true');
    await expect(labelsShown()).toEqual([
      'Pick-up center',
      'Mobile number for the pick-up code',
      'Account holder name',
      'Pay day',
    ]);
    await expect(await choiceField('Pick-up center')).toHaveAccessibleName(
      `Pick-up center ${bank['bank.choose']}`,
    );
    await expect(field('Mobile number for the pick-up code')).toHaveAccessibleDescription(
      '11-digit mobile number',
    );
  },
};

/**
 * Only e-wallet (type 1) items and shared ones: the tab bar still shows, as one selected
 * "E-wallet" tab across the whole bar, over the e-wallet's fields.
 */
export const OneCardType: Story = {
  render: (args) => <LiveForm {...args} form={eWalletOnlyForm} />,
  play: async () => {
    await expect(tabNames()).toEqual([bank['bank.cardType.1']]);
    const tab = screen.getByRole('tab', { name: bank['bank.cardType.1'] });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const bar = screen.getByRole('tablist', { name: bank['bank.cardTypes'] });
    await expect(tab.getBoundingClientRect().width).toBe(bar.getBoundingClientRect().width);
    await expect(labelsShown()).toEqual([
      'E-wallet',
      'GCash number',
      'Account holder name',
      'Pay day',
    ]);
  },
};

/**
 * Only bank account (type 2) items and shared ones. The page opens every form on card type 1,
 * which is always offered: the screen opens on an "E-wallet" tab holding only the shared fields,
 * and Next there hands the page card type 1 with those two values and no field empty. The
 * "Bank account" tab holds the bank's fields.
 */
export const BankAccountsOnly: Story = {
  args: { cardType: DEFAULT_CARD_TYPE },
  beforeEach: () => {
    submitted.mockClear();
  },
  render: (args) => <LiveForm {...args} form={bankAccountsOnlyForm} />,
  play: async ({ args }) => {
    await expect(tabNames()).toEqual([bank['bank.cardType.1'], bank['bank.cardType.2']]);
    await expect(screen.getByRole('tab', { name: bank['bank.cardType.1'] })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(labelsShown()).toEqual(['Account holder name', 'Pay day']);
    await userEvent.click(next() as HTMLElement);
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await expect(submitted).toHaveBeenCalledTimes(1);
    await expect(submitted).toHaveBeenCalledWith({
      cardType: 1,
      values: { accountName: 'Juan Dela Cruz', salaryDay: '15' },
      missing: [],
    });
    await userEvent.click(screen.getByRole('tab', { name: bank['bank.cardType.2'] }));
    await expect(labelsShown()).toEqual([
      'Bank',
      'Account number',
      'Branch city',
      'Branch code',
      'Account holder name',
      'Pay day',
    ]);
  },
};

// Each field kind

/**
 * Card numbers show in groups of 4; the value handed out is the digits. It is an account's
 * number, not a payment card's: the browser is not asked to offer saved cards.
 */
export const BankCardField: Story = {
  args: { cardType: 2, state: readyState(2) },
  render: (args) => <LiveBindBank {...args} />,
  play: async ({ args }) => {
    await expect(field('Account number')).toHaveAttribute('autocomplete', 'off');
    await userEvent.type(field('Account number'), '4111-1111 1111a1111');
    await expect(field('Account number')).toHaveValue('4111 1111 1111 1111');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('bankCardNo', '4111111111111111');
  },
};

/**
 * Phone numbers take 11 digits at most, shown 3-4-4; one typed in +63 form turns national as
 * its twelfth digit comes, and typing on past it is ignored.
 */
export const PhoneField: Story = {
  args: { values: { ...demoValues, gcashAccount: '' } },
  render: (args) => <LiveBindBank {...args} />,
  play: async ({ args }) => {
    await userEvent.type(field('GCash number'), '+63 9181234567890');
    await expect(field('GCash number')).toHaveValue('091 8123 4567');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('gcashAccount', '09181234567');
  },
};

/** A number field keeps digits only. */
export const NumberField: Story = {
  args: { cardType: 2, state: readyState(2) },
  render: (args) => <LiveBindBank {...args} />,
  play: async ({ args }) => {
    await userEvent.type(field('Branch code'), 'ab-0 12x3');
    await expect(field('Branch code')).toHaveValue('0123');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('branchCode', '0123');
  },
};

/** A text item with no input type takes any text. */
export const FreeTextField: Story = {
  render: (args) => <LiveBindBank {...args} />,
  play: async ({ args }) => {
    await userEvent.clear(field('Account holder name'));
    await userEvent.type(field('Account holder name'), 'Ma. Santos-Reyes');
    await expect(field('Account holder name')).toHaveValue('Ma. Santos-Reyes');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('accountName', 'Ma. Santos-Reyes');
  },
};

/** The enum picker: Cancel keeps nothing; a confirmed option shows its name. */
export const EnumField: Story = {
  args: { cardType: 2, state: readyState(2) },
  render: (args) => <LiveBindBank {...args} />,
  play: async ({ args }) => {
    await userEvent.click(await choiceField('Bank'));
    await sheetReady('Bank');
    await userEvent.click(screen.getByRole('option', { name: 'BPI' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(await choiceField('Bank')).toHaveAccessibleName('Bank Please choose');

    await choose('Bank', 'Metrobank');
    await expect(args.onValueChange).toHaveBeenCalledWith('bankCode', 'Metrobank');
    await expect(await choiceField('Bank')).toHaveAccessibleName('Bank Metrobank');
  },
};

/** The day picker offers the days of a month. */
export const DayField: Story = {
  render: (args) => <LiveBindBank {...args} />,
  play: async ({ args }) => {
    await userEvent.click(await choiceField('Pay day'));
    await sheetReady('Pay day');
    await expect(screen.getAllByRole('option')).toHaveLength(31);
    await expect(screen.getByRole('option', { name: '15' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(screen.getByRole('option', { name: '30' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('salaryDay', '30');
    await expect(await choiceField('Pay day')).toHaveAccessibleName('Pay day 30');
  },
};

/** The city picker: province, then city; the value is their names. */
export const CityField: Story = {
  args: { cardType: 2, state: readyState(2) },
  render: (args) => <LiveBindBank {...args} />,
  play: async ({ args }) => {
    await choose('Branch city', 'Cebu', 'Mandaue City');
    await expect(args.onValueChange).toHaveBeenCalledWith('branchCity', 'Cebu, Mandaue City');
    await expect(await choiceField('Branch city')).toHaveAccessibleName(
      'Branch city Cebu, Mandaue City',
    );
  },
};

/**
 * The place list has not come (its fetch failed): the city picker says why instead of an empty
 * list, and opening it asks for the list again.
 */
export const CityListFailed: Story = {
  args: {
    cardType: 2,
    state: readyState(2),
    cities: { options: [], failed: true, onOpen: fn() },
  },
  play: async ({ args }) => {
    await userEvent.click(await choiceField('Branch city'));
    await expect(args.cities.onOpen).toHaveBeenCalledTimes(1);
    const sheet = await sheetReady('Branch city');
    await expect(
      within(sheet).getByText('Check your internet connection and try again.'),
    ).toBeVisible();
  },
};

/** The place list on its way: the city picker says so. */
export const CityListLoading: Story = {
  args: {
    cardType: 2,
    state: readyState(2),
    cities: { options: [], failed: false, onOpen: fn() },
  },
  play: async () => {
    await userEvent.click(await choiceField('Branch city'));
    const sheet = await sheetReady('Branch city');
    await expect(within(sheet).getByText('Loading…')).toBeVisible();
  },
};

/** Labels in Chinese, pickers included. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { cardType: 2, state: readyState(2) },
  play: async () => {
    await expect(screen.getByRole('tab', { name: '银行账户' })).toBeVisible();
    await userEvent.click(await choiceField('Bank'));
    await sheetReady('Bank');
    await expect(screen.getByRole('button', { name: '确定' })).toBeVisible();
    await expect(screen.getByRole('button', { name: '取消' })).toBeVisible();
    await expect(screen.getByRole('button', { name: '下一步', hidden: true })).toBeInTheDocument();
  },
};

/**
 * A 320 px phone in Filipino, the bank account tab with the bank picker open: the screen's
 * labels and the sheet's "Kanselahin" and "Kumpirmahin" from the Filipino catalogues. Too wide
 * for one row with the title, "Kumpirmahin" goes under it; the title keeps room to be read and
 * nothing reaches past the screen's edge (which the preview checks too).
 */
export const FilipinoNarrowPhone: Story = {
  globals: { locale: 'fil', viewport: { value: 'smallPhone', isRotated: false } },
  args: { cardType: 2, state: readyState(2) },
  play: async () => {
    await expect(window.innerWidth).toBe(320);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      filCatalogue['title.bindBank'],
    );
    await expect(screen.getByRole('tablist', { name: filipino['bank.cardTypes'] })).toBeVisible();
    await expect(screen.getByRole('tab', { name: filipino['bank.cardType.2'] })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(screen.getByRole('region', { name: filipino['bank.details'] })).toBeVisible();
    await expect(await choiceField('Bank')).toHaveAccessibleName(`Bank ${filipino['bank.choose']}`);
    await expect(
      screen.getByRole('button', { name: filipino['bank.next'], hidden: true }),
    ).toBeInTheDocument();
    await userEvent.click(await choiceField('Bank'));
    const sheet = await sheetReady('Bank');
    const box = (name: string) =>
      within(sheet).getByRole('button', { name }).getBoundingClientRect();
    const cancel = box(filipino['bank.cancel']);
    const confirm = box(filipino['bank.confirm']);
    const title = within(sheet).getByRole('heading', { name: 'Bank' });
    await expect(title.getBoundingClientRect().width).toBeGreaterThanOrEqual(64);
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(confirm.top).toBeGreaterThanOrEqual(cancel.bottom);
    for (const button of [cancel, confirm]) {
      await expect(button.left).toBeGreaterThanOrEqual(0);
      await expect(button.right).toBeLessThanOrEqual(320);
    }
  },
};

// Saving

/** Empty fields named at the last Next: each marked with its message, the first one focused. */
export const RequiredFieldsNamed: Story = {
  args: {
    cardType: 2,
    state: readyState(2),
    missing: ['bankCode', 'bankCardNo', 'branchCity', 'branchCode'],
    refusals: 1,
  },
  play: async () => {
    const bank = await choiceField('Bank');
    await waitFor(() => expect(bank).toHaveFocus());
    // A field to type in is to be filled in; a list, to be chosen from.
    const message = new Map([
      [bank, 'Please choose one'],
      [field('Account number'), 'Please fill this in'],
      [await choiceField('Branch city'), 'Please choose one'],
      [field('Branch code'), 'Please fill this in'],
    ]);
    for (const [invalid, why] of message) {
      await expect(invalid).toHaveAttribute('aria-invalid', 'true');
      await expect(invalid).toHaveAccessibleDescription(new RegExp(why));
    }
    await expect(field('Account holder name')).not.toHaveAttribute('aria-invalid');
    await expect(screen.getAllByText('Please fill this in')).toHaveLength(2);
    await expect(screen.getAllByText('Please choose one')).toHaveLength(2);
  },
};

/** While the save is out, Next is busy and taps do nothing. */
export const Saving: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const button = next() as HTMLElement;
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

// The keyboard

/** The keyboard shrinks the screen by more than 60 px: Next steps aside until it closes. */
export const KeyboardHidesNext: Story = {
  beforeEach: withFakeViewport,
  play: async () => {
    const button = next() as HTMLElement;
    const full = fakeViewport.current.height;
    // The keyboard comes up for a field being typed in.
    field('Account holder name').focus();
    fakeViewport.current.resizeTo(full - 60);
    await painted();
    await expect(button).toBeVisible();
    fakeViewport.current.resizeTo(full - 61);
    await waitFor(() => expect(button).not.toBeVisible());
    await expect(next()).toBeNull();
    fakeViewport.current.resizeTo(full);
    await waitFor(() => expect(button).toBeVisible());
  },
};

/** The focused field is scrolled into view above the keyboard. */
export const FocusedFieldAboveKeyboard: Story = {
  beforeEach: withFakeViewport,
  play: async () => {
    const scrollBy = spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    try {
      const holder = field('Account holder name');
      holder.focus();
      const { top, bottom } = holder.getBoundingClientRect();
      fakeViewport.current.resizeTo(Math.floor(top) - 20);
      await waitFor(() => expect(scrollBy).toHaveBeenCalled());
      const options: unknown = scrollBy.mock.lastCall?.[0];
      const offset = (options as ScrollToOptions | undefined)?.top ?? 0;
      await expect(bottom - offset).toBeLessThanOrEqual(fakeViewport.current.height - 16);
      await expect(offset).toBeGreaterThan(0);
    } finally {
      scrollBy.mockRestore();
    }
  },
};
