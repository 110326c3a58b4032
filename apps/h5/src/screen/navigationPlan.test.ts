import { describe, expect, test } from 'vitest';
import { planNavigation } from './navigationPlan.ts';

const order = { key: 'k1', path: '/loanDetail?orderId=9' };

describe('planNavigation', () => {
  test('a first tap pushes and remembers where it went from', () => {
    expect(planNavigation('/repayPeriod?orderId=9', order, null)).toEqual({
      go: true,
      replace: false,
      sent: { from: 'k1', to: '/repayPeriod?orderId=9' },
    });
  });

  test('the same path again from the same page is a second tap: dropped', () => {
    const first = planNavigation('/repayPeriod?orderId=9', order, null);
    if (!first.go) throw new Error('the first tap goes');
    expect(planNavigation('/repayPeriod?orderId=9', order, first.sent)).toEqual({ go: false });
  });

  test('another path from the same page goes', () => {
    const sent = { from: 'k1', to: '/repayPeriod?orderId=9' };
    expect(planNavigation('/repayDelay?orderId=9', order, sent)).toMatchObject({
      go: true,
      replace: false,
    });
  });

  test('the same path from the page it led to goes again', () => {
    const sent = { from: 'k0', to: '/repayPeriod?orderId=9' };
    expect(planNavigation('/repayPeriod?orderId=9', order, sent)).toMatchObject({ go: true });
  });

  test('the path of the page shown replaces it', () => {
    expect(planNavigation('/loanDetail?orderId=9', order, null)).toMatchObject({
      go: true,
      replace: true,
    });
  });

  test('a replace asked for stays a replace', () => {
    expect(planNavigation('/complaint', order, null, true)).toMatchObject({ replace: true });
  });
});
