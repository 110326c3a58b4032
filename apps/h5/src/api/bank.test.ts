import { describe, expect, test } from 'vitest';
import { createBankApi } from './bank.ts';
import { expectRequest, onlyRequest, setupMockBackend, testHttp } from './testing/harness.ts';

setupMockBackend();

function api() {
  return createBankApi(testHttp().http);
}

const wallet = { walletChannel: '90007', mayaAccount: '09181112222' };

describe('bank api', () => {
  test('getBankForm sends product_id form-encoded and normalises the items', async () => {
    const { items } = await api().getBankForm('11');
    expectRequest(onlyRequest(), {
      method: 'POST',
      path: '/card/card-init',
      client: 'form',
      body: { product_id: '11' },
    });
    expect(items.map((item) => item.code)).toEqual([
      'walletChannel',
      'gcashAccount',
      'mayaAccount',
      'bankCode',
      'bankCardNo',
      'branchCity',
      'branchCode',
      'accountName',
      'salaryDay',
    ]);
    expect(items[0]?.note).toEqual([
      { name: 'GCash', type: '90006' },
      { name: 'Maya', type: '90007' },
    ]);
    expect(items[2]).toMatchObject({ cardTypeMi: 1, channelNumber: '90007', inputType: 'phone' });
    expect(items.map((item) => item.cate)).toContain('city-select');
  });

  test('bindCard posts the item values, cardType and product_id to bind-card-new', async () => {
    await expect(
      api().bindCard({ productId: '11', cardType: 1, values: wallet }),
    ).resolves.toBeUndefined();
    expectRequest(onlyRequest(), {
      method: 'POST',
      path: '/card/bind-card-new',
      client: 'form',
      body: { ...wallet, cardType: '1', product_id: '11' },
    });
  });

  test('bindCard from the order page uses bind-card-loan', async () => {
    await api().bindCard({ productId: '11', cardType: 1, values: wallet, source: 'loanDetail' });
    expectRequest(onlyRequest(), {
      method: 'POST',
      path: '/card/bind-card-loan',
      client: 'form',
      body: { ...wallet, cardType: '1', product_id: '11' },
    });
  });
});
