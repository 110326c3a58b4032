import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { loanConfirm } from '../../mocks/loan/fixtures.ts';
import { loanConfirmSchema } from './loan.ts';

describe('the loan confirm answer', () => {
  test('reads an offer with its term', () => {
    expect(v.parse(loanConfirmSchema, loanConfirm()).periods).toBe(91);
    expect(v.parse(loanConfirmSchema, { ...loanConfirm(), periods: '14' }).periods).toBe(14);
  });

  test('an offer with no term, a term of none or a fraction of a day cannot be read (not "0 days", sent as 0)', () => {
    for (const periods of [undefined, null, '', 0, '0', 91.5, '91.5']) {
      expect(v.safeParse(loanConfirmSchema, { ...loanConfirm(), periods }).success).toBe(false);
    }
  });
});

describe("the loan offer's repayment plan", () => {
  const plan = (row: Record<string, unknown>) => ({
    ...loanConfirm(),
    repay_plans: [{ title: 'Service fee', amount: 45500, pay_time: '2025-07-15' }, row],
  });

  test('a row it cannot read makes the offer unreadable: a shorter plan would understate the cost', () => {
    expect(v.safeParse(loanConfirmSchema, plan({ title: 'Repay', amount: {} })).success).toBe(
      false,
    );
  });

  test('a row without its amount cannot be read either: shown as 0.00 it would understate it too', () => {
    for (const amount of ['', null, undefined, -1, 1.5]) {
      expect(v.safeParse(loanConfirmSchema, plan({ title: 'Repay', amount })).success).toBe(false);
    }
  });

  test('a blank text field, as PHP sends what is not set, reads as empty: the row stays', () => {
    const rows = v.parse(
      loanConfirmSchema,
      plan({ title: 'Repay', description: false, amount: '545500' }),
    ).repay_plans;
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ title: 'Repay', description: '', amount: 545500 });
  });
});
