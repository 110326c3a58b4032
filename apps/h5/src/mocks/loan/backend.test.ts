import { expect, test } from 'vitest';
import { setupMockBackend } from '../../api/testing/harness.ts';
import { orderRef, testApis } from '../shared/testApis.ts';

setupMockBackend();

test('taking a loan puts the order under review', async () => {
  const { loan, order } = testApis();
  await loan.pushLoan({ amount: 500000, periods: 91, termUnit: 'day', productId: '11' });
  expect((await order.getOrderDetail(orderRef)).orderStatus).toBe(21);
});
