import { describe, expect, test } from 'vitest';
import type { BankFormItem } from '../../../api/schemas/bank.ts';
import { toBankField } from './bankFields.ts';
import {
  bindValues,
  enumCode,
  enumName,
  initialValues,
  missingFields,
  selectedChannel,
} from './formValues.ts';

const field = (fields: Partial<BankFormItem>) =>
  toBankField({
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

const channelOptions = [
  { name: 'GCash', type: '90006' },
  { name: 'Maya', type: '90007' },
];
const chooser = (value = '') =>
  field({ code: 'walletChannel', cate: 'enum', cardTypeMi: 1, value, note: channelOptions });
const gcash = field({ code: 'gcash', inputType: 'phone', cardTypeMi: 1, channelNumber: '90006' });
const maya = field({ code: 'maya', inputType: 'phone', cardTypeMi: 1, channelNumber: '90007' });
const bank = field({
  code: 'bankCode',
  cate: 'enum',
  value: 'MBTC',
  note: [
    { name: 'BPI', type: 'BPI' },
    { name: 'Metrobank', type: 'MBTC' },
  ],
});

describe('enum codes and names', () => {
  test('a code reads as its option name and back', () => {
    expect(enumName(bank, 'MBTC')).toBe('Metrobank');
    expect(enumName(bank, ' BPI ')).toBe('BPI');
    expect(enumCode(bank, 'Metrobank')).toBe('MBTC');
  });

  test('nothing matches: empty', () => {
    expect(enumName(bank, 'UNKNOWN')).toBe('');
    expect(enumName(bank, '')).toBe('');
    expect(enumCode(bank, 'Unknown bank')).toBe('');
  });
});

describe('initialValues', () => {
  test('enum codes become names, masked fields keep their digits, free text stays', () => {
    const card = field({ code: 'card', inputType: 'bankCard', value: '4111-1111 1111' });
    const phone = field({ code: 'phone', inputType: 'phone', value: '0917 123 4567 89' });
    const name = field({ code: 'name', value: ' Juan <b>Dela</b> Cruz ' });
    const day = field({ code: 'day', cate: 'day', value: '15' });
    expect(initialValues([bank, card, phone, name, day])).toEqual({
      bankCode: 'Metrobank',
      card: '411111111111',
      phone: '09171234567',
      name: ' Juan <b>Dela</b> Cruz ',
      day: '15',
    });
  });

  test('a phone sent in +63 form starts whole, in its 09 form', () => {
    const gcashSent = field({ code: 'gcash', inputType: 'phone', value: '+63 917 123 4567' });
    expect(initialValues([gcashSent])).toEqual({ gcash: '09171234567' });
  });

  test('an enum code with no option starts empty', () => {
    const unknown = field({
      code: 'bankCode',
      cate: 'enum',
      value: 'XYZ',
      note: [{ name: 'BPI', type: 'BPI' }],
    });
    expect(initialValues([unknown])).toEqual({ bankCode: '' });
  });

  test('the channel chooser keeps its choice, or starts on the default channel 90006', () => {
    expect(initialValues([chooser('90007'), gcash, maya]).walletChannel).toBe('Maya');
    expect(initialValues([chooser(''), gcash, maya]).walletChannel).toBe('GCash');
    expect(initialValues([chooser('1'), gcash, maya]).walletChannel).toBe('GCash');
  });
});

describe('selectedChannel', () => {
  test('the chooser’s option code', () => {
    const fields = [chooser(), gcash, maya];
    expect(selectedChannel(fields, { walletChannel: 'Maya' })).toBe('90007');
    expect(selectedChannel(fields, { walletChannel: 'GCash' })).toBe('90006');
  });

  test('90006 without a chooser or a known choice', () => {
    expect(selectedChannel([gcash, maya], {})).toBe('90006');
    expect(selectedChannel([chooser(), gcash, maya], { walletChannel: '' })).toBe('90006');
  });
});

describe('bindValues', () => {
  test('each shown field’s value, enum items as their option code; hidden fields left out', () => {
    const fields = [chooser(), maya, bank];
    expect(
      bindValues(fields, {
        walletChannel: 'Maya',
        maya: '09181234567',
        gcash: '09171234567',
        bankCode: 'BPI',
      }),
    ).toEqual({ walletChannel: '90007', maya: '09181234567', bankCode: 'BPI' });
  });

  test('typed values are sent without the spaces around them, which nobody sees', () => {
    const holder = field({ code: 'accountName' });
    expect(
      bindValues([maya, holder], { maya: ' 09181234567 ', accountName: '  JUAN DELA CRUZ\n ' }),
    ).toEqual({ maya: '09181234567', accountName: 'JUAN DELA CRUZ' });
  });

  test('a field never touched sends empty', () => {
    expect(bindValues([gcash], {})).toEqual({ gcash: '' });
  });
});

describe('missingFields', () => {
  test('the shown fields left empty or blank, in form order', () => {
    const fields = [chooser(), gcash, bank];
    const missing = missingFields(fields, { walletChannel: 'GCash', gcash: '', bankCode: '  ' });
    expect(missing.map((shown) => shown.code)).toEqual(['gcash', 'bankCode']);
    expect(missingFields(fields, { walletChannel: 'GCash', gcash: '1', bankCode: 'BPI' })).toEqual(
      [],
    );
  });
});
