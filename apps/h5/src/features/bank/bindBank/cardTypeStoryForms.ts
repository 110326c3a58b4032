import * as v from 'valibot';
import { cardInitSchema } from '../../../api/schemas/bank.ts';
import { type BankFormItemInput, bankFormItems } from '../../../mocks/bank/fixtures.ts';
import { type BankField, cardTypesOf, toBankField, visibleFields } from './bankFields.ts';
import { type FormValues, initialValues, selectedChannel } from './formValues.ts';

/**
 * Bank forms of other card-type shapes than the mock backend's (types 1 and 2), for the view's
 * stories: each read as the screen reads the server's items.
 */
export interface StoryForm {
  fields: readonly BankField[];
  /** The values the page starts from. */
  values: FormValues;
}

function storyForm(items: BankFormItemInput[]): StoryForm {
  const fields = v.parse(cardInitSchema, { items }).items.map(toBankField);
  return { fields, values: initialValues(fields) };
}

/** The view's ready state of `form` for `cardType` and `values`, as the page computes it. */
export function formState(form: StoryForm, cardType: number, values: FormValues = form.values) {
  return {
    status: 'ready' as const,
    data: {
      cardTypes: cardTypesOf(form.fields),
      fields: visibleFields(form.fields, cardType, selectedChannel(form.fields, values)),
      empty: false,
    },
  };
}

const notOfCardType = (type: number) => (item: BankFormItemInput) =>
  Number(item.cardTypeMi) !== type;

/** A cash pick-up: card type 3, which the screen has no name of its own for. */
const PICKUP_ITEMS: BankFormItemInput[] = [
  {
    code: 'pickupCenter',
    cate: 'enum',
    title: 'Pick-up center',
    subtitle: 'Where you collect the cash',
    value: '',
    note: [
      { name: 'Cebuana Lhuillier', type: 'CEBUANA' },
      { name: 'Palawan Express', type: 'PALAWAN' },
    ],
    inputType: '',
    cardTypeMi: 3,
    channelNumber: '',
  },
  {
    code: 'pickupMobile',
    cate: 'text',
    title: 'Mobile number for the pick-up code',
    subtitle: '11-digit mobile number',
    value: '',
    note: [],
    inputType: 'phone',
    cardTypeMi: 3,
    channelNumber: '',
  },
];

const shared = (item: BankFormItemInput) => Number(item.cardTypeMi) === 0;

/** The mock's form with a third card type's items after its own two, before the shared ones. */
export const threeCardTypesForm = storyForm([
  ...bankFormItems().filter((item) => !shared(item)),
  ...PICKUP_ITEMS,
  ...bankFormItems().filter(shared),
]);

/** The mock's form without its type-2 (bank account) items: e-wallets and the shared fields. */
export const eWalletOnlyForm = storyForm(bankFormItems().filter(notOfCardType(2)));

/** The mock's form without its type-1 (e-wallet) items: bank accounts and the shared fields. */
export const bankAccountsOnlyForm = storyForm(bankFormItems().filter(notOfCardType(1)));
