import { describe, expect, test } from 'vitest';
import { allowsCollection, chooseSubType, chooseType, nextPageHref } from './questionChoice.ts';

const open = { orderNo: 'PB202504150001', isShow: 1 };
const closed = { orderNo: 'SC202501020007', isShow: 0 };

describe('the collection rule', () => {
  test('only an order with isShow 1 allows it', () => {
    expect(allowsCollection(open)).toBe(true);
    expect(allowsCollection(closed)).toBe(false);
    expect(allowsCollection({ orderNo: 'X', isShow: 2 })).toBe(false);
    expect(allowsCollection(null)).toBe(false);
  });

  test('collection opens its sub-types, or is refused', () => {
    expect(chooseType('1', open, 3)).toEqual({ kind: 'showSubTypes' });
    expect(chooseType('1', closed, 3)).toEqual({ kind: 'collectionRefused' });
    expect(chooseSubType('12', closed)).toEqual({ kind: 'collectionRefused' });
  });

  test('collection without sub-types goes on without one', () => {
    expect(chooseType('1', open, 0)).toEqual({
      kind: 'next',
      href: '/complainPageNext?problemType=1&orderNo=PB202504150001',
    });
  });

  test('any other type goes on, whatever the order allows', () => {
    expect(chooseType('3', closed, 3)).toEqual({
      kind: 'next',
      href: '/complainPageNext?problemType=3&orderNo=SC202501020007',
    });
  });

  test('no order: nothing goes on', () => {
    expect(chooseType('3', null, 0)).toEqual({ kind: 'chooseOrder' });
    expect(chooseSubType('11', null)).toEqual({ kind: 'chooseOrder' });
  });
});

describe('the next page', () => {
  test('a sub-type is sent with the collection type and the order', () => {
    expect(chooseSubType('12', open)).toEqual({
      kind: 'next',
      href: '/complainPageNext?problemType=1&problemSonType=12&orderNo=PB202504150001',
    });
  });

  test('values are encoded', () => {
    expect(nextPageHref('2', '', 'A&B 1')).toBe('/complainPageNext?problemType=2&orderNo=A%26B+1');
  });
});
