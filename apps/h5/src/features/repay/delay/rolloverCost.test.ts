import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { type RolloverDetail, rolloverSchema } from '../../../api/schemas/repay.ts';
import { rollover } from '../../../mocks/repay/fixtures.ts';
import { rolloverCost } from './rolloverCost.ts';

const MANILA = 'Asia/Manila';
const detail = v.parse(rolloverSchema, rollover());
const withChanges = (changes: Partial<RolloverDetail>): RolloverDetail => ({
  ...detail,
  ...changes,
});

describe('rolloverCost', () => {
  test('the mock: ₱1.364 to move ₱5.455 by 91 days, 2025-07-15 to 2025-10-14', () => {
    const cost = rolloverCost(detail, MANILA);
    expect(cost).toEqual({
      fee: 136400,
      amountDue: 545500,
      days: 91,
      feePerMonth: expect.closeTo((1364 / 5455) * (365 / 12 / 91), 12),
    });
  });

  test('a month-long extension: the fee over the amount due', () => {
    const cost = rolloverCost(
      withChanges({
        delayInfo: { delayAmount: 50000, title: '' },
        repayDate: '2025-08-14',
        repayPlan: [
          { remark: '', title: '', amount: 50000, time: '2025-07-15' },
          { remark: '', title: '', amount: 500000, time: '2025-08-14' },
        ],
      }),
      MANILA,
    );
    expect(cost?.days).toBe(30);
    expect(cost?.feePerMonth).toBeCloseTo(0.1 * (365 / 12 / 30), 12);
  });

  test('everything due on the new date counts as the amount due', () => {
    const cost = rolloverCost(
      withChanges({
        repayPlan: [
          ...detail.repayPlan,
          { remark: 'Late fee', title: '', amount: 4500, time: '2025-10-14' },
        ],
      }),
      MANILA,
    );
    expect(cost?.amountDue).toBe(550000);
  });

  test.each([
    ['no fee', withChanges({ delayInfo: { delayAmount: 0, title: '' } })],
    ['no new date', withChanges({ repayDate: '' })],
    [
      'an unreadable plan date',
      withChanges({ repayPlan: [{ remark: '', title: '', amount: 1, time: 'x' }] }),
    ],
    [
      'one unreadable plan date among readable ones',
      withChanges({
        repayPlan: [...detail.repayPlan, { remark: '', title: '', amount: 1, time: 'x' }],
      }),
    ],
    ['nothing due on the new date', withChanges({ repayPlan: detail.repayPlan.slice(0, 1) })],
    ['no earlier date', withChanges({ repayPlan: detail.repayPlan.slice(1) })],
    ['no plan', withChanges({ repayPlan: [] })],
  ])('%s: nothing to show', (_, input) => {
    expect(rolloverCost(input, MANILA)).toBeNull();
  });
});
