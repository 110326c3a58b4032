import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import {
  flag,
  id,
  imageList,
  list,
  minorUnits,
  moneyList,
  num,
  optNum,
  target,
  text,
  when,
} from './fields.ts';

const parse = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value);

describe('answer field schemas', () => {
  test('num takes numbers and numeric text, nothing else', () => {
    expect([12, '12', ' 7.5 ', '-3'].map((value) => v.parse(num, value))).toEqual([
      12, 12, 7.5, -3,
    ]);
    for (const bad of ['', 'abc', '12px', null, undefined, true]) {
      expect(parse(num, bad).success).toBe(false);
    }
  });

  test('minorUnits takes whole amounts from 0 up, as numbers or text, nothing else', () => {
    expect([0, 545500, '545500'].map((value) => v.parse(minorUnits, value))).toEqual([
      0, 545500, 545500,
    ]);
    for (const bad of [545500.5, '545500.5', -100, '-1', '', null, undefined]) {
      expect(parse(minorUnits, bad).success).toBe(false);
    }
  });

  test('optNum is 0 when absent or blank (a PHP back end\'s "unset")', () => {
    expect([undefined, null, '', ' ', '4'].map((value) => v.parse(optNum, value))).toEqual([
      0, 0, 0, 0, 4,
    ]);
    expect(parse(optNum, 'abc').success).toBe(false);
  });

  test('flag takes numbers, numeric text and booleans; 0 when absent', () => {
    expect(
      [1, '1', true, false, '0', null, undefined, ''].map((value) => v.parse(flag, value)),
    ).toEqual([1, 1, 1, 0, 0, 0, 0, 0]);
    expect(parse(flag, 'yes').success).toBe(false);
  });

  test('text and id turn numbers into text; text is empty when absent', () => {
    expect([5, 0, 'a', null, undefined, false].map((value) => v.parse(text, value))).toEqual([
      '5',
      '0',
      'a',
      '',
      '',
      '',
    ]);
    expect(v.parse(id, 301)).toBe('301');
    expect(parse(id, null).success).toBe(false);
  });

  test('an id sent as a number JSON has already rounded is refused, not acted on', () => {
    expect(v.parse(id, Number.MAX_SAFE_INTEGER)).toBe('9007199254740991');
    expect(v.parse(id, '1790000000000000001')).toBe('1790000000000000001');
    expect(parse(id, JSON.parse('1790000000000000001')).success).toBe(false);
    expect(parse(id, 1.5).success).toBe(false);
  });

  test('target must not be blank', () => {
    expect(v.parse(target, '/loanDetail')).toBe('/loanDetail');
    expect(parse(target, '  ').success).toBe(false);
    expect(parse(target, undefined).success).toBe(false);
  });

  test('when reads an epoch of 0, the "unset" of some back ends, as no date (not 1970-01-01)', () => {
    expect([0, '0', ' 0 '].map((value) => v.parse(when, value))).toEqual(['', '', '']);
  });

  test('when keeps epoch numbers and date text', () => {
    expect([1752508800, '2025-07-15', null].map((value) => v.parse(when, value))).toEqual([
      1752508800,
      '2025-07-15',
      '',
    ]);
  });

  test('list is [] when absent, a fresh one each time', () => {
    const numbers = list(num);
    const first = v.parse(numbers, null);
    expect(first).toEqual([]);
    expect(v.parse(numbers, undefined)).not.toBe(first);
    expect(v.parse(numbers, ['1', 2])).toEqual([1, 2]);
    expect(parse(numbers, 'x').success).toBe(false);
  });

  test('list leaves out the items it cannot read and keeps the rest', () => {
    const cards = list(v.object({ id, bankName: text }));
    expect(
      v.parse(cards, [{ id: 7, bankName: 'BDO' }, { bankName: 'no id' }, null, { id: '8' }]),
    ).toEqual([
      { id: '7', bankName: 'BDO' },
      { id: '8', bankName: '' },
    ]);
  });

  test('a list of money (a repayment plan) with a row it cannot read cannot be read: never shorter', () => {
    const plan = moneyList(v.object({ amount: minorUnits }));
    expect(v.parse(plan, null)).toEqual([]);
    expect(v.parse(plan, [{ amount: 1 }, { amount: '2' }])).toEqual([{ amount: 1 }, { amount: 2 }]);
    expect(parse(plan, [{ amount: 1 }, { amount: {} }]).success).toBe(false);
  });

  test('imageList takes a list or comma-joined text', () => {
    expect(v.parse(imageList, 'https://a/1.png, https://a/2.png,,')).toEqual([
      'https://a/1.png',
      'https://a/2.png',
    ]);
    expect(v.parse(imageList, ['x'])).toEqual(['x']);
    expect(v.parse(imageList, '')).toEqual([]);
    expect(v.parse(imageList, null)).toEqual([]);
  });
});
