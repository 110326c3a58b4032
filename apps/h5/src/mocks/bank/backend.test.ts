import { expect, test } from 'vitest';
import { setupMockBackend } from '../../api/testing/harness.ts';
import { orderRef, testApis } from '../shared/testApis.ts';

const mock = setupMockBackend();

test('binding a card adds it to the repayment cards and stops the card prompt', async () => {
  mock.startScenario('order-174-cardPop');
  const { bank, order, repay } = testApis();
  expect((await order.getOrderDetail(orderRef)).cardNeedPop).toBe(1);
  await bank.bindCard({
    productId: '11',
    cardType: 2,
    values: { bankCode: 'MBTC', bankCardNo: '1234 5678 9012' },
    source: 'loanDetail',
  });
  expect((await order.getOrderDetail(orderRef)).cardNeedPop).toBe(0);
  expect((await repay.getRepaymentWay('5001')).bankCards.at(-1)).toMatchObject({
    bankName: 'Metrobank',
    cardNo: '**** 9012',
    bankCode: 'MBTC',
  });
});
