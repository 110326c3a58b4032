import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { loanConfirm } from '../../mocks/loan/fixtures.ts';
import { loanConfirmSchema } from './loan.ts';

describe('the loan confirm answer', () => {
  test('reads an offer with its term', () => {
    expect(v.parse(loanConfirmSchema, loanConfirm()).periods).toBe(91);
    expect(v.parse(loanConfirmSchema, { ...loanConfirm(), periods: '14' }).periods).toBe(14);
  });

  test('an offer with no term, or a term of none, cannot be read (not "0 days", sent as 0)', () => {
    for (const periods of [undefined, null, '', 0, '0']) {
      expect(v.safeParse(loanConfirmSchema, { ...loanConfirm(), periods }).success).toBe(false);
    }
  });
});
