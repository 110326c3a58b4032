import { formatMoney } from '@hiram/ui';
import { describe, expect, test } from 'vitest';
import { setupMockBackend } from '../../api/testing/harness.ts';
import { loanTerms } from '../../config/loanTerms.ts';
import { orderRef, testApis } from '../shared/testApis.ts';
import { ORDER_STATUSES } from './scenarios.ts';

const mock = setupMockBackend();

const peso = (minor: number) => formatMoney(minor, { sign: '₱' });

/** A detail row's `₱1.234,56` in minor units. */
const amountOf = (rows: readonly { text: string; value: string }[], text: RegExp) =>
  Number(rows.find((row) => text.test(row.text))?.value.replace(/\D/g, ''));

/** What the installment's rows add up to: its charges less what was paid. */
const rowsTotal = (rows: readonly { text: string; value: string }[]) =>
  ['Principal', 'Interest', 'Late fee', 'Overdue interest']
    .map((charge) => amountOf(rows, new RegExp(`^${charge}`)) || 0)
    .reduce((sum, amount) => sum + amount, 0) - amountOf(rows, /^Already paid$/);

const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('rating the app stops the rating dialog', async () => {
  mock.startScenario('order-200-score');
  const { order } = testApis();
  expect((await order.getOrderDetail(orderRef)).isScore).toBe(1);
  await order.submitRating();
  expect((await order.getOrderDetail(orderRef)).isScore).toBe(0);
});

describe('the pages after the order page tell the same story', () => {
  test.each(ORDER_STATUSES)(
    'order-%i: the complaint summary shows the order status',
    async (status) => {
      mock.startScenario(`order-${status}`);
      const { order, complaint } = testApis();
      const { noticeStatusText } = await order.getOrderDetail(orderRef);
      const { orderDetail, orderList } = await complaint.getProblemInit(orderRef.orderId);
      expect(orderDetail?.status).toBe(noticeStatusText);
      expect(orderList[0]).toEqual(orderDetail);
    },
  );

  test("order-180: the installment adds the agreement's late penalty and overdue interest; the rollover's fee is due that day", async () => {
    const { order, repay } = testApis();
    const onTime = await repay.getInstallmentDetail(orderRef);
    expect(rowsTotal(onTime.detail)).toBe(onTime.repayAmount);

    mock.startScenario('order-180');
    const { noticeStatusText, noticeDesText } = await order.getOrderDetail(orderRef);
    const days = Number(/^Overdue by (\d+) days$/.exec(noticeStatusText)?.[1]);
    const [band] = loanTerms.overdueInterest;
    expect(days).toBeGreaterThanOrEqual(band.fromDay);
    expect(days).toBeLessThanOrEqual(band.toDay);
    // A new client's penalty: the borrower's only earlier loan was another product's.
    const penalty = loanTerms.latePenalty.newClient;
    const interest = Math.round((onTime.repayAmount * band.percentPerDay * days) / 100);

    const overdue = await repay.getInstallmentDetail(orderRef);
    expect(overdue.repayAmount).toBe(onTime.repayAmount + penalty + interest);
    expect(rowsTotal(overdue.detail)).toBe(overdue.repayAmount);
    expect(overdue.detail).toEqual(
      expect.arrayContaining([
        { text: 'Late fee', value: peso(penalty) },
        { text: `Overdue interest (${days} days)`, value: peso(interest) },
      ]),
    );
    expect(noticeDesText).toContain(`late fee of ${peso(penalty)}`);
    expect(overdue.noticeMsg).toContain(`${days} days overdue`);
    expect(overdue.repayDate).toBe(onTime.repayDate);

    const [fee] = (await repay.getRolloverDetail(orderRef)).repayPlan;
    expect(fee).toMatchObject({
      title: 'Pay today',
      time: dayAfter(String(onTime.repayDate), days),
    });
  });

  test('order-110: a loan not approved shows only what was asked for', async () => {
    mock.startScenario('order-110');
    const { userOrderDetail } = await testApis().order.getOrderDetail(orderRef);
    expect(userOrderDetail.detail.map(({ text }) => text)).toEqual([
      'Loan amount',
      'Loan term',
      'Order number',
    ]);
  });
});
