import { expect, test } from 'vitest';
import { createLegacyLoanApi } from '../../api/legacyLoan.ts';
import { setupMockBackend, testHttp } from '../../api/testing/harness.ts';
import { orderRef, testApis } from '../shared/testApis.ts';

const mock = setupMockBackend();

/** A detail row's `₱1.234,56` in minor units. */
const rowAmount = (rows: readonly { text: string; value: string }[], text: string) =>
  Number(rows.find((row) => row.text === text)?.value.replace(/\D/g, ''));

test('taking a loan puts the order under review', async () => {
  const { loan, order } = testApis();
  await loan.pushLoan({ amount: 500000, periods: 91, termUnit: 'day', productId: '11' });
  expect((await order.getOrderDetail(orderRef)).orderStatus).toBe(21);
});

test('cap-breach: on both confirm pages the details deduct the fee the cost box counts', async () => {
  const { loan } = testApis();
  const legacy = createLegacyLoanApi(testHttp().http);
  const before = await loan.getLoanConfirm('11');
  mock.startScenario('cap-breach');
  const offers = [await loan.getLoanConfirm('11'), await legacy.getLegacyConfirm('11')];
  for (const { amount, netProceeds, details } of offers) {
    expect(netProceeds).toBeLessThan(before.netProceeds);
    expect(rowAmount(details, 'Loan amount')).toBe(amount);
    expect(rowAmount(details, 'Amount received')).toBe(netProceeds);
    expect(rowAmount(details, 'Service fee')).toBe(amount - netProceeds);
  }
});
