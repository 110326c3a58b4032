import { expect, test } from 'vitest';
import { setupMockBackend } from '../../api/testing/harness.ts';
import { orderRef, testApis } from '../shared/testApis.ts';

const mock = setupMockBackend();

test('rating the app stops the rating dialog', async () => {
  mock.startScenario('order-200-score');
  const { order } = testApis();
  expect((await order.getOrderDetail(orderRef)).isScore).toBe(1);
  await order.submitRating();
  expect((await order.getOrderDetail(orderRef)).isScore).toBe(0);
});
