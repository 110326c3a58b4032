import { describe, expect, test } from 'vitest';
import { createLegacyLoanApi } from './legacyLoan.ts';
import { createLoanApi } from './loan.ts';
import { expectRequest, onlyRequest, setupMockBackend, testHttp } from './testing/harness.ts';

setupMockBackend();

function api() {
  return createLoanApi(testHttp().http);
}

function legacyApi() {
  return createLegacyLoanApi(testHttp().http);
}

const agreementList = [
  { title: 'Loan Agreement', position: '1' },
  { title: 'Privacy Policy', position: '2' },
  { title: 'Authorization to Debit', position: '3' },
];

describe('loan api', () => {
  test('getLoanConfirm', async () => {
    const confirm = await api().getLoanConfirm('11');
    expectRequest(onlyRequest(), {
      method: 'POST',
      path: '/v3/loan-confirm/loan-detail-confirm',
      client: 'json',
      body: { productId: '11' },
    });
    expect(confirm).toMatchObject({
      amount: 500000,
      periods: 91,
      termUnit: 'day',
      firstPayTime: 1752508800,
      isPopType: 1,
      popTitle: 'Wait a moment',
      popAgreementUrl: '',
      comProductName: 'PesoBilis',
    });
    expect(confirm.details[0]).toEqual({ text: 'Loan amount', value: '₱5.000,00' });
    expect(confirm.repay_plans).toEqual([
      {
        title: 'Single repayment',
        description: 'Principal ₱5.000,00 + interest ₱455,00',
        amount: 545500,
        pay_time: 1752508800,
      },
    ]);
  });

  test('getAgreements sends scene 3 and unwraps data.data', async () => {
    const agreements = await api().getAgreements('11');
    expectRequest(onlyRequest(), {
      method: 'POST',
      path: '/v3/contract/contract',
      client: 'json',
      body: { productId: '11', scene: 3 },
    });
    expect(agreements).toEqual(agreementList);
  });

  test('getAgreementUrl sends scene 3 and jump 1, resolves to contract_url', async () => {
    const url = await api().getAgreementUrl({ productId: '11', position: '2', orderId: '5001' });
    expectRequest(onlyRequest(), {
      method: 'POST',
      path: '/v3/contract/contract-jump',
      client: 'json',
      body: { productId: '11', position: '2', orderId: '5001', scene: 3, jump: 1 },
    });
    expect(url).toBe('/loanAgreement');
  });

  test('pushLoan sends confirm 1, resolves to lendDetailsUrl', async () => {
    const url = await api().pushLoan({
      amount: 500000,
      periods: 91,
      termUnit: 'day',
      productId: '11',
    });
    expectRequest(onlyRequest(), {
      method: 'POST',
      path: '/v3/loan-confirm/loan-detail-push',
      client: 'json',
      body: { amount: 500000, periods: 91, termUnit: 'day', productId: '11', confirm: 1 },
    });
    expect(url).toBe('/loanDetail');
  });

  test('getLegacyConfirm is form-encoded and adds the date and button label', async () => {
    const confirm = await legacyApi().getLegacyConfirm('11');
    expectRequest(onlyRequest(), {
      method: 'POST',
      path: '/gopia/goya/satire',
      client: 'form',
      body: { productId: '11' },
    });
    expect(confirm).toMatchObject({
      amount: 500000,
      repayDate: '2025-07-15',
      NewButtonMsg: 'Borrow ₱5.000 now',
    });
  });

  test('getLegacyAgreements is a GET with scene 3 in the query; the bare list is accepted', async () => {
    const agreements = await legacyApi().getLegacyAgreements();
    expectRequest(onlyRequest(), {
      method: 'GET',
      path: '/gopia/goya/cultures',
      client: 'form',
      query: { scene: '3' },
    });
    expect(agreements).toEqual(agreementList);
  });

  test('getLegacyAgreementUrl is a GET with productId and position in the query', async () => {
    const url = await legacyApi().getLegacyAgreementUrl({ productId: '11', position: '3' });
    expectRequest(onlyRequest(), {
      method: 'GET',
      path: '/gopia/goya/misunderstood',
      client: 'form',
      query: { productId: '11', position: '3' },
    });
    expect(url).toBe('/loanAgreement');
  });

  test('pushLegacyLoan is form-encoded, resolves to the next url', async () => {
    const url = await legacyApi().pushLegacyLoan('11');
    expectRequest(onlyRequest(), {
      method: 'POST',
      path: '/gopia/goya/depush',
      client: 'form',
      body: { productId: '11' },
    });
    expect(url).toBe('/loanDetail');
  });
});
