import { describe, expect, test } from 'vitest';
import { capBreaches } from './capCheck.ts';
import type { CostOfCredit } from './costOfCredit.ts';

const cost = (monthlyRate: number, financeCharge = 100_00): CostOfCredit => ({
  amountFinanced: 1000_00,
  netProceeds: 1000_00,
  financeCharge,
  totalToRepay: 1000_00 + financeCharge,
  monthlyRate,
  yearlyRate: (1 + monthlyRate) ** 12 - 1,
});

const beforeMc14 = { year: 2026, month: 3, day: 31 };
const fromMc14 = { year: 2026, month: 4, day: 1 };

describe('capBreaches', () => {
  test('MC 3 s.2022 before 1 April 2026: 15% a month', () => {
    expect(capBreaches(cost(0.15), beforeMc14)).toEqual([]);
    expect(capBreaches(cost(0.1501), beforeMc14)).toEqual([
      { rule: 'SEC MC 3 s.2022', measure: 'monthlyRate', cap: 0.15, figure: 0.1501 },
    ]);
    expect(capBreaches(cost(0.13), beforeMc14)).toEqual([]);
  });

  test('MC 14 s.2025 from 1 April 2026: 12% a month', () => {
    expect(capBreaches(cost(0.12), fromMc14)).toEqual([]);
    expect(capBreaches(cost(0.1201), fromMc14)).toEqual([
      { rule: 'SEC MC 14 s.2025', measure: 'monthlyRate', cap: 0.12, figure: 0.1201 },
    ]);
    expect(capBreaches(cost(0.16), { year: 2027, month: 1, day: 1 })).toEqual([
      { rule: 'SEC MC 14 s.2025', measure: 'monthlyRate', cap: 0.12, figure: 0.16 },
    ]);
  });

  test('the total cost at most the amount borrowed, on any date', () => {
    for (const date of [beforeMc14, fromMc14]) {
      expect(capBreaches(cost(0.05, 1000_00), date)).toEqual([]);
      expect(capBreaches(cost(0.05, 1000_01), date)).toEqual([
        {
          rule: 'SEC MC 3 s.2022',
          measure: 'totalCost',
          cap: 1,
          figure: expect.closeTo(1.00001, 12),
        },
      ]);
    }
  });

  test('the total cost is measured against the amount borrowed, not what the borrower receives', () => {
    // Fees taken up front: ₱5,000 borrowed, ₱4,250 received.
    const upFront = (financeCharge: number): CostOfCredit => ({
      amountFinanced: 5000_00,
      netProceeds: 4250_00,
      financeCharge,
      totalToRepay: 5000_00 + financeCharge,
      monthlyRate: 0.05,
      yearlyRate: 1.05 ** 12 - 1,
    });
    expect(capBreaches(upFront(5000_00), fromMc14)).toEqual([]);
    expect(capBreaches(upFront(5000_01), fromMc14)).toEqual([
      {
        rule: 'SEC MC 3 s.2022',
        measure: 'totalCost',
        cap: 1,
        figure: expect.closeTo(1.000002, 12),
      },
    ]);
  });

  test('both caps at once', () => {
    expect(capBreaches(cost(0.3, 1500_00), fromMc14).map(({ measure }) => measure)).toEqual([
      'monthlyRate',
      'totalCost',
    ]);
  });
});
