import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { monthlyRate, type Payment, yearlyRate } from './effectiveRate.ts';

const principal = fc.integer({ min: 100_00, max: 1_000_000_00 });
const rate = fc.double({ min: 0.001, max: 0.5, noNaN: true });

/** The equal monthly payment that repays `amount` at `rate` a month over `months` months. */
const annuity = (amount: number, monthly: number, months: number) =>
  (amount * monthly) / (1 - (1 + monthly) ** -months);

const presentValue = (payments: readonly Payment[], monthly: number) =>
  payments.reduce((sum, { amount, months }) => sum + amount * (1 + monthly) ** -months, 0);

describe('monthlyRate', () => {
  test('one payment: the closed form', () => {
    expect(monthlyRate(1000, [{ amount: 1100, months: 1 }])).toBeCloseTo(0.1, 12);
    expect(monthlyRate(1000, [{ amount: 1210, months: 2 }])).toBeCloseTo(0.1, 12);
    expect(monthlyRate(1000, [{ amount: 1050, months: 0.5 }])).toBeCloseTo(0.1025, 12);
    fc.assert(
      fc.property(
        principal,
        rate,
        fc.double({ min: 0.1, max: 12, noNaN: true }),
        (net, monthly, months) => {
          const amount = net * (1 + monthly) ** months;
          expect(monthlyRate(net, [{ amount, months }])).toBeCloseTo(monthly, 9);
        },
      ),
    );
  });

  test('equal monthly payments with no fees: the nominal rate', () => {
    fc.assert(
      fc.property(principal, rate, fc.integer({ min: 2, max: 36 }), (net, monthly, count) => {
        const amount = annuity(net, monthly, count);
        const plan = Array.from({ length: count }, (_, index) => ({ amount, months: index + 1 }));
        expect(monthlyRate(net, plan)).toBeCloseTo(monthly, 8);
      }),
    );
  });

  test('any plan: its payments at the rate found are worth the net proceeds', () => {
    const payment = fc.record({
      amount: fc.integer({ min: 1, max: 100_000_00 }),
      months: fc.double({ min: 0.05, max: 24, noNaN: true }),
    });
    fc.assert(
      fc.property(principal, fc.array(payment, { minLength: 2, maxLength: 12 }), (net, plan) => {
        const found = monthlyRate(net, plan);
        if (found === null) {
          expect(presentValue(plan, -0.99)).toBeLessThan(net);
          return;
        }
        expect(presentValue(plan, found) / net).toBeCloseTo(1, 6);
      }),
    );
  });

  test('paying more, or sooner, costs a higher rate', () => {
    fc.assert(
      fc.property(principal, rate, fc.integer({ min: 2, max: 12 }), (net, monthly, count) => {
        const amount = annuity(net, monthly, count);
        const plan = Array.from({ length: count }, (_, index) => ({ amount, months: index + 1 }));
        const base = monthlyRate(net, plan) ?? Number.NaN;
        const more = plan.map((payment, index) =>
          index === 0 ? { ...payment, amount: amount * 1.1 } : payment,
        );
        const sooner = plan.map((payment) => ({ ...payment, months: payment.months * 0.9 }));
        expect(monthlyRate(net, more)).toBeGreaterThan(base);
        expect(monthlyRate(net, sooner)).toBeGreaterThan(base);
      }),
    );
  });

  test('a plan that cannot have a rate gives null', () => {
    expect(monthlyRate(0, [{ amount: 100, months: 1 }])).toBeNull();
    expect(monthlyRate(-5, [{ amount: 100, months: 1 }])).toBeNull();
    expect(monthlyRate(100, [])).toBeNull();
    expect(monthlyRate(100, [{ amount: 0, months: 1 }])).toBeNull();
    expect(monthlyRate(100, [{ amount: 110, months: 0 }])).toBeNull();
    expect(monthlyRate(100, [{ amount: 110, months: -1 }])).toBeNull();
    expect(monthlyRate(100, [{ amount: Number.NaN, months: 1 }])).toBeNull();
    expect(monthlyRate(Number.POSITIVE_INFINITY, [{ amount: 110, months: 1 }])).toBeNull();
  });
});

describe('yearlyRate', () => {
  test('compounds twelve months', () => {
    expect(yearlyRate(0)).toBe(0);
    expect(yearlyRate(0.01)).toBeCloseTo(0.126825, 6);
    expect(yearlyRate(0.15)).toBeCloseTo(4.35025, 5);
  });
});
