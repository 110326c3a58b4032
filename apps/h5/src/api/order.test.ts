import { describe, expect, test } from 'vitest';
import { createOrderApi } from './order.ts';
import { expectRequest, onlyRequest, setupMockBackend, testHttp } from './testing/harness.ts';

setupMockBackend();

function api() {
  return createOrderApi(testHttp().http);
}

describe('order api', () => {
  test('getOrderDetail normalises flags, ids and the recommended products', async () => {
    const detail = await api().getOrderDetail({ productId: '11', orderId: '5001' });
    expectRequest(onlyRequest(), {
      method: 'POST',
      path: '/v3/loan-details/loan-details',
      client: 'json',
      body: { productId: '11', orderId: '5001' },
    });
    expect(detail).toMatchObject({
      orderStatus: 174,
      noticeStatusText: 'Due today',
      productName: 'PesoBilis',
      isDelay: 1,
      isScore: 0,
      cardNeedPop: 0,
      KindTipsMsg: '',
      playeduL: '',
      telephone: '+63 2 8888 0000',
    });
    expect(detail.userOrderDetail.detail).toHaveLength(7);
    expect(detail.recProducts.map(({ id, name, enable }) => ({ id, name, enable }))).toEqual([
      { id: '12', name: 'Sulit Cash', enable: 1 },
      { id: '13', name: 'Kaagapay Loan', enable: 0 },
      { id: '14', name: 'Bituin Credit', enable: 1 },
    ]);
    expect(Object.keys(detail.recProducts[0] ?? {}).sort()).toEqual(
      ['buttonText', 'desc', 'enable', 'id', 'logo', 'name', 'range', 'rangeDesc', 'rate'].sort(),
    );
  });

  test('submitRating always sends score 5', async () => {
    await expect(api().submitRating()).resolves.toBeUndefined();
    expectRequest(onlyRequest(), {
      method: 'POST',
      path: '/v3/loan-details/google-score',
      client: 'json',
      body: { score: 5 },
    });
  });

  test('logEvent', async () => {
    await api().logEvent({ productId: '11', moduleId: 30, positionId: 'borrowAgain' });
    expectRequest(onlyRequest(), {
      method: 'POST',
      path: '/service/event/save',
      client: 'json',
      body: { productId: '11', moduleId: 30, positionId: 'borrowAgain' },
    });
  });

  test('getUnionErrorInfo', async () => {
    const info = await api().getUnionErrorInfo();
    expectRequest(onlyRequest(), {
      method: 'POST',
      path: '/service/new/union-error-info',
      client: 'json',
      body: {},
    });
    expect(info.noticeMessage).toBe('Login failed');
    expect(info.errMessage).toMatch(/session has expired/);
    expect(info.family.map(({ id }) => id)).toEqual(['12', '13', '14']);
  });

  test('countProductClick is form-encoded with module 18', async () => {
    await api().countProductClick('12');
    expectRequest(onlyRequest(), {
      method: 'POST',
      path: '/gopia/goya/because',
      client: 'form',
      body: { productId: '12', moduleId: '18' },
    });
  });

  test('getProductTarget is form-encoded, resolves to the url', async () => {
    const url = await api().getProductTarget('12');
    expectRequest(onlyRequest(), {
      method: 'POST',
      path: '/gopia/goya/define',
      client: 'form',
      body: { productId: '12' },
    });
    expect(url).toBe('https://play.google.com/store/apps/details?id=ph.example.product12');
  });
});
