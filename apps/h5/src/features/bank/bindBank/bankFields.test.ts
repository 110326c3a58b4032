import { describe, expect, test } from 'vitest';
import type { BankFormItem } from '../../../api/schemas/bank.ts';
import {
  type BankField,
  cardTypesOf,
  channelChooser,
  toBankField,
  visibleFields,
} from './bankFields.ts';

const item = (fields: Partial<BankFormItem>): BankFormItem => ({
  code: 'code',
  cate: 'text',
  title: 'Title',
  subtitle: '',
  value: '',
  note: [],
  inputType: '',
  cardTypeMi: 0,
  channelNumber: '',
  ...fields,
});

const field = (fields: Partial<BankFormItem>): BankField => toBankField(item(fields));

const chooser = field({
  code: 'walletChannel',
  cate: 'enum',
  cardTypeMi: 1,
  note: [
    { name: 'GCash', type: '90006' },
    { name: 'Maya', type: '90007' },
  ],
});
const gcash = field({ code: 'gcash', inputType: 'phone', cardTypeMi: 1, channelNumber: '90006' });
const maya = field({ code: 'maya', inputType: 'phone', cardTypeMi: 1, channelNumber: '90007' });
const bankCode = field({ code: 'bankCode', cate: 'enum', cardTypeMi: 2 });
const account = field({ code: 'account', inputType: 'bankCard', cardTypeMi: 2 });
const name = field({ code: 'name', cardTypeMi: 0 });
const form = [chooser, gcash, maya, bankCode, account, name];
const codes = (fields: readonly BankField[]) => fields.map((shown) => shown.code);

describe('toBankField', () => {
  test.each([
    ['text', 'text'],
    ['txt', 'text'],
    ['city-select', 'city'],
    ['citySelect', 'city'],
    ['day', 'day'],
    ['enum', 'enum'],
    ['something new', 'text'],
  ])('cate %s is a %s field', (cate, kind) => {
    expect(field({ cate }).kind).toBe(kind);
  });

  test.each([
    ['bankCard', 'bankCard'],
    ['phone', 'phone'],
    ['number', 'number'],
    ['', null],
    ['email', null],
  ])('a text item with inputType %j takes mask %j', (inputType, mask) => {
    expect(field({ inputType }).mask).toBe(mask);
  });

  test('only text items are masked', () => {
    expect(field({ cate: 'day', inputType: 'number' }).mask).toBeNull();
  });

  test('keeps the options, card type, trimmed channel and server value', () => {
    expect(
      field({
        note: [{ name: 'BPI', type: 'BPI' }],
        cardTypeMi: 2,
        channelNumber: ' 90006 ',
        value: 'BPI',
      }),
    ).toMatchObject({
      options: [{ name: 'BPI', type: 'BPI' }],
      cardType: 2,
      channel: '90006',
      value: 'BPI',
    });
  });
});

describe('cardTypesOf', () => {
  test('type 1 always, then each type an item belongs to, in order', () => {
    expect(cardTypesOf(form)).toEqual([1, 2]);
    expect(cardTypesOf([name])).toEqual([1]);
    expect(cardTypesOf([field({ cardTypeMi: 3 }), account])).toEqual([1, 2, 3]);
  });
});

describe('visibleFields', () => {
  test('card type 1 shows the items of every type, its own, and the chosen channel only', () => {
    expect(codes(visibleFields(form, 1, '90006'))).toEqual(['walletChannel', 'gcash', 'name']);
    expect(codes(visibleFields(form, 1, '90007'))).toEqual(['walletChannel', 'maya', 'name']);
  });

  test('other card types ignore the channel', () => {
    const other = field({ code: 'other', cardTypeMi: 2, channelNumber: '90007' });
    expect(codes(visibleFields([...form, other], 2, '90006'))).toEqual([
      'bankCode',
      'account',
      'name',
      'other',
    ]);
  });

  test('an item of every type with a channel shows on type 1 only for that channel', () => {
    const shared = field({ code: 'shared', cardTypeMi: 0, channelNumber: '90007' });
    expect(codes(visibleFields([shared], 1, '90006'))).toEqual([]);
    expect(codes(visibleFields([shared], 1, '90007'))).toEqual(['shared']);
    expect(codes(visibleFields([shared], 2, '90006'))).toEqual(['shared']);
  });
});

describe('channelChooser', () => {
  test('the enum item whose options are channels of other items', () => {
    expect(channelChooser(form)?.code).toBe('walletChannel');
  });

  test('none when no option names a channel', () => {
    expect(channelChooser([bankCode, account, name])).toBeUndefined();
    expect(channelChooser([chooser, name])).toBeUndefined();
  });
});
