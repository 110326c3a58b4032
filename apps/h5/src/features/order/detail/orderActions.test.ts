import { describe, expect, test } from 'vitest';
import { isShowLoanMarket, orderActions, statusIcon } from './orderActions.ts';

const ids = (status: number, isDelay: number) =>
  orderActions(status, isDelay).map((action) => action.id);

describe('orderActions', () => {
  test.each([174, 180])(
    '%i with isDelay 1: REPAY to installments and rollover to delay',
    (status) => {
      expect(orderActions(status, 1)).toEqual([
        { id: 'repayNow', to: 'repayPeriod' },
        { id: 'rollover', to: 'repayDelay' },
      ]);
    },
  );

  test.each([
    [174, 0],
    [180, 0],
    [174, 2],
    [180, 2],
    [170, 0],
    [170, 1],
  ])('%i with isDelay %i: one Repayment to installments', (status, isDelay) => {
    expect(orderActions(status, isDelay)).toEqual([{ id: 'repayment', to: 'repayPeriod' }]);
  });

  test.each([0, 1])('200 (isDelay %i): Borrow Again', (isDelay) => {
    expect(ids(200, isDelay)).toEqual(['borrowAgain']);
  });

  test.each([21, 110, 151, 0, 999, -1])('%i: no buttons', (status) => {
    expect(ids(status, 0)).toEqual([]);
    expect(ids(status, 1)).toEqual([]);
  });
});

describe('isShowLoanMarket', () => {
  test.each([21, 110, 151, 170, 174, 180, 200, 999])(
    'is false for %i, so the buttons show',
    (status) => {
      expect(isShowLoanMarket(status)).toBe(false);
    },
  );
});

describe('statusIcon', () => {
  test('each known status has its own icon', () => {
    const known = [21, 110, 151, 174, 180, 200].map(statusIcon);
    expect(new Set(known).size).toBe(known.length);
    expect(statusIcon(110)).toBe('failed');
    expect(statusIcon(21)).toBe('pending');
  });

  test.each([170, 0, 999, -5])('%i uses the icon of 200', (status) => {
    expect(statusIcon(status)).toBe(statusIcon(200));
  });
});
