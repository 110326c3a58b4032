import { describe, expect, test } from 'vitest';
import { type CostInputs, costOfCredit, payoutDay } from './costOfCredit.ts';

const MANILA = 'Asia/Manila';
const today = { year: 2026, month: 11, day: 24 };
const undated = { firstPayTime: '', firstPeriodDay: 0, periods: 30, termUnit: 'day' };

describe('payoutDay', () => {
  const offer = (firstPayTime: number | string, firstPeriodDay: number): CostInputs => ({
    amount: 5000_00,
    periods: 30,
    termUnit: 'day',
    repay_plans: [],
    firstPayTime,
    firstPeriodDay,
  });

  test('the first payment date less the first period', () => {
    expect(payoutDay(offer('2025-07-15', 91), today, MANILA)).toEqual({
      year: 2025,
      month: 4,
      day: 15,
    });
    expect(payoutDay(offer(Date.UTC(2026, 2, 1) / 1000, 1), today, MANILA)).toEqual({
      year: 2026,
      month: 2,
      day: 28,
    });
  });

  test.each([
    ['no first payment date', offer('', 91)],
    ['an unreadable date', offer('later', 91)],
    ['no first period', offer('2026-12-15', 0)],
    ['a fractional period', offer('2026-12-15', 1.5)],
  ])('%s: today', (_, input) => {
    expect(payoutDay(input, today, MANILA)).toEqual(today);
  });

  describe('undated by the offer, today only where its first payment falls within the term', () => {
    const dueOn = (pay_time: string): CostInputs => ({
      ...offer(pay_time, 0),
      repay_plans: [{ amount: 5300_00, pay_time }],
    });

    test('the first payment within the term of today: today', () => {
      expect(payoutDay(dueOn('2026-12-24'), today, MANILA)).toEqual(today);
      expect(payoutDay(dueOn('2026-12-25'), today, MANILA)).toEqual(today);
    });

    test.each([
      ['years behind (a phone reset to an old date)', { year: 2024, month: 1, day: 1 }],
      ['two days past the term', { year: 2026, month: 11, day: 22 }],
      ['ahead, past the payment', { year: 2026, month: 12, day: 25 }],
    ])('a phone clock %s: none', (_, wrongToday) => {
      expect(payoutDay(dueOn('2026-12-24'), wrongToday, MANILA)).toBeNull();
    });

    test('a term in another unit is not checked', () => {
      const months = { ...dueOn('2026-12-24'), periods: 1, termUnit: 'month' };
      expect(payoutDay(months, { year: 2026, month: 10, day: 1 }, MANILA)).toEqual({
        year: 2026,
        month: 10,
        day: 1,
      });
    });
  });
});

describe('costOfCredit', () => {
  test('one payment a month away, no fees: the finance charge is the interest', () => {
    const cost = costOfCredit(
      { ...undated, amount: 5000_00, repay_plans: [{ amount: 5300_00, pay_time: '2026-12-24' }] },
      today,
      MANILA,
    );
    expect(cost).toEqual({
      amountFinanced: 5000_00,
      netProceeds: 5000_00,
      financeCharge: 300_00,
      totalToRepay: 5300_00,
      monthlyRate: expect.closeTo(0.06, 12),
      yearlyRate: expect.closeTo(1.06 ** 12 - 1, 12),
    });
  });

  test('fees deducted up front raise the rate above the interest alone', () => {
    const withFees = costOfCredit(
      {
        ...undated,
        amount: 5000_00,
        netProceeds: 4250_00,
        repay_plans: [{ amount: 5300_00, pay_time: '2026-12-24' }],
      },
      today,
      MANILA,
    );
    expect(withFees?.netProceeds).toBe(4250_00);
    expect(withFees?.financeCharge).toBe(1050_00);
    expect(withFees?.monthlyRate).toBeCloseTo(5300 / 4250 - 1, 12);
  });

  test('an installment plan on the same day of each month', () => {
    const monthly = 0.05;
    const payment = Math.round((3000_00 * monthly) / (1 - (1 + monthly) ** -3));
    const cost = costOfCredit(
      {
        ...undated,
        amount: 3000_00,
        repay_plans: ['2026-12-24', '2027-01-24', '2027-02-24'].map((pay_time) => ({
          amount: payment,
          pay_time,
        })),
      },
      today,
      MANILA,
    );
    expect(cost?.totalToRepay).toBe(payment * 3);
    expect(cost?.financeCharge).toBe(payment * 3 - 3000_00);
    expect(cost?.monthlyRate).toBeCloseTo(monthly, 5);
  });

  test.each([
    ['no payment', { ...undated, amount: 5000_00, repay_plans: [] }],
    [
      'a payment without an amount',
      { ...undated, amount: 5000_00, repay_plans: [{ amount: 0, pay_time: '2026-12-24' }] },
    ],
    [
      'an unreadable date',
      { ...undated, amount: 5000_00, repay_plans: [{ amount: 5300_00, pay_time: 'later' }] },
    ],
    [
      'a date today',
      { ...undated, amount: 5000_00, repay_plans: [{ amount: 5300_00, pay_time: '2026-11-24' }] },
    ],
    [
      'a date past',
      { ...undated, amount: 5000_00, repay_plans: [{ amount: 5300_00, pay_time: '2026-10-24' }] },
    ],
    [
      'no amount',
      { ...undated, amount: 0, repay_plans: [{ amount: 5300_00, pay_time: '2026-12-24' }] },
    ],
    [
      'net proceeds above the amount',
      {
        ...undated,
        amount: 5000_00,
        netProceeds: 6000_00,
        repay_plans: [{ amount: 5300_00, pay_time: '2026-12-24' }],
      },
    ],
    [
      'a fractional amount',
      { ...undated, amount: 5000.5, repay_plans: [{ amount: 5300_00, pay_time: '2026-12-24' }] },
    ],
  ])('%s: no figures', (_, offer) => {
    expect(costOfCredit(offer, today, MANILA)).toBeNull();
  });

  test('the offer dates its own payout: 91 days before its first payment', () => {
    const offer = {
      amount: 5000_00,
      periods: 91,
      termUnit: 'day',
      netProceeds: 4250_00,
      repay_plans: [{ amount: 5455_00, pay_time: '2025-07-15' }],
      firstPayTime: '2025-07-15',
      firstPeriodDay: 91,
    };
    const payout = payoutDay(offer, today, MANILA);
    if (!payout) throw new Error('the offer dates its payout');
    const cost = costOfCredit(offer, payout, MANILA);
    expect(cost?.financeCharge).toBe(1205_00);
    // 91 days from 15 April to 15 July 2025 are exactly three calendar months.
    expect(cost?.monthlyRate).toBeCloseTo((5455 / 4250) ** (1 / 3) - 1, 12);
  });
});
