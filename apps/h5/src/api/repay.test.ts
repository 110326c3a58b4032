import { describe, expect, test } from 'vitest';
import { receivedRequests } from '../mocks/journal.ts';
import { createRepayApi } from './repay.ts';
import { expectRequest, onlyRequest, setupMockBackend, testHttp } from './testing/harness.ts';

setupMockBackend();

function api() {
  return createRepayApi(testHttp().http);
}

const order = { productId: '11', orderId: '5001' };

const commit = {
  amount: 545500,
  bankName: 'BDO Unibank',
  cardId: '301',
  cardNo: '**** **** **** 4821',
  couponId: null,
  orderId: '5001',
  repayToken: 'rt_9f8e7d6c5b',
  bankCode: 'BDO',
  sendMsg: 1 as const,
};

describe('repay api', () => {
  test('getInstallmentDetail', async () => {
    const detail = await api().getInstallmentDetail(order);
    expectRequest(onlyRequest(), {
      method: 'POST',
      path: '/v3/installment/loan-play-detail',
      client: 'json',
      body: order,
    });
    expect(detail).toMatchObject({
      repayAmount: 545500,
      repayDate: '2025-07-15',
      productName: 'PesoBilis',
      isShowReyTop: 1,
    });
    expect(detail.detail[0]).toEqual({ text: 'Principal', value: '₱5.000,00' });
    expect(detail.repayList.map((channel) => channel.channel_number)).toEqual([
      '90006',
      '90007',
      '90011',
      '90012',
    ]);
    expect(detail.defDetail.payCode).toBe('7788 1234 5566');
    expect(Object.keys(detail.defDetail.payNotice)).toEqual(['E-wallet', 'Over the counter']);
  });

  test('getRolloverDetail normalises numbers sent as text', async () => {
    const detail = await api().getRolloverDetail(order);
    expectRequest(onlyRequest(), {
      method: 'POST',
      path: '/said/catalysts',
      client: 'json',
      body: order,
    });
    expect(detail.delayInfo).toEqual({ delayAmount: 136400, title: 'Extend by 91 days' });
    expect(detail.isShowReyTop).toBe(1);
    expect(detail.repayPlan[0]).toEqual({
      remark: 'Extension fee',
      title: 'Pay today',
      amount: 136400,
      time: '2025-07-15',
    });
  });

  test('generatePayCode sends isDelay=1 for a rollover only, resolves to payUrl', async () => {
    const rolloverUrl = await api().generatePayCode({
      ...order,
      amount: 136400,
      channelNumber: '90006',
      rollover: true,
    });
    expectRequest(onlyRequest(), {
      method: 'POST',
      path: '/v3/loan-details/generate-vcode',
      client: 'json',
      body: { ...order, amount: 136400, channelNumber: '90006', isDelay: 1 },
    });
    const target = new URL(rolloverUrl, 'http://app.invalid');
    expect(target.pathname).toBe('/repaymentOfCode');
    expect(target.searchParams.get('repayAmount')).toBe('136400');

    await api().generatePayCode({
      ...order,
      amount: 545500,
      channelNumber: '90011',
      rollover: false,
    });
    expect(receivedRequests[1]?.body).toEqual({ ...order, amount: 545500, channelNumber: '90011' });
  });

  test('getRepaymentWay sends orderId in the query and an empty JSON body', async () => {
    const way = await api().getRepaymentWay('5001');
    expectRequest(onlyRequest(), {
      method: 'POST',
      path: '/api/v1/service/loan/repayment-way',
      client: 'json',
      query: { orderId: '5001' },
      body: {},
    });
    expect(way).toEqual({
      alipay: 0,
      repayToken: 'rt_9f8e7d6c5b',
      bankCards: [
        { id: '301', bankName: 'BDO Unibank', cardNo: '**** **** **** 4821', bankCode: 'BDO' },
        { id: '302', bankName: 'BPI', cardNo: '**** **** 7710', bankCode: 'BPI' },
      ],
    });
  });

  test('commitRepayment sends the whole payload, couponId null included', async () => {
    const result = await api().commitRepayment(commit);
    expectRequest(onlyRequest(), {
      method: 'POST',
      path: '/api/v1/service/loan/repayment-commit',
      client: 'json',
      body: commit,
    });
    expect(result).toEqual({ needValid: 1, repayRecordId: 'RR1' });
  });

  test('confirmRepayment', async () => {
    const { repayRecordId } = await api().commitRepayment(commit);
    await expect(
      api().confirmRepayment({
        orderId: '5001',
        verifyCode: '123456',
        repaymentRecordId: repayRecordId,
      }),
    ).resolves.toBeUndefined();
    expect(receivedRequests).toHaveLength(2);
    expectRequest(receivedRequests[1] ?? onlyRequest(), {
      method: 'POST',
      path: '/api/v1/service/loan/repayment-confirm',
      client: 'json',
      body: { orderId: '5001', verifyCode: '123456', repaymentRecordId: 'RR1' },
    });
  });

  test('startAlipayRepayment resolves to the url', async () => {
    const url = await api().startAlipayRepayment({
      userId: '100042',
      orderId: '5001',
      amount: 545500,
    });
    expectRequest(onlyRequest(), {
      method: 'POST',
      path: '/api/v1/service/loan/repayment-huichao',
      client: 'json',
      body: { userId: '100042', orderId: '5001', amount: 545500 },
    });
    expect(url).toBe('/loanDetail?orderId=5001&from=huichao');
  });
});
