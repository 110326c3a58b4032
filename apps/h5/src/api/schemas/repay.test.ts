import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { rollover } from '../../mocks/repay/fixtures.ts';
import { repaymentCommitSchema, rolloverSchema } from './repay.ts';

describe('the repayment commit answer', () => {
  test('with no SMS step to confirm, it reads without a record', () => {
    for (const repayRecordId of [null, undefined, '']) {
      expect(v.parse(repaymentCommitSchema, { needValid: 0, repayRecordId })).toEqual({
        needValid: 0,
        repayRecordId: '',
      });
    }
    expect(v.parse(repaymentCommitSchema, { needValid: '1', repayRecordId: 77 })).toEqual({
      needValid: 1,
      repayRecordId: '77',
    });
  });
});

describe('the rollover answer', () => {
  test('a plan row it cannot read makes it unreadable: the fee row is never left out', () => {
    const plan = [{ title: 'Pay today', amount: [] }];
    expect(v.safeParse(rolloverSchema, { ...rollover(), repayPlan: plan }).success).toBe(false);
  });
});
