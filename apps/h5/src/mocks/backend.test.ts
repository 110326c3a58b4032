import { describe, expect, test } from 'vitest';
import { ApiError } from '../api/apiError.ts';
import { createBankApi } from '../api/bank.ts';
import { createComplaintApi } from '../api/complaint.ts';
import { createLoanApi } from '../api/loan.ts';
import { createOrderApi } from '../api/order.ts';
import { createPromoApi } from '../api/promo.ts';
import { createRepayApi } from '../api/repay.ts';
import { setupMockBackend, testHttp } from '../api/testing/harness.ts';

const mock = setupMockBackend();

function apis() {
  const { http, toast } = testHttp();
  return {
    toast,
    loan: createLoanApi(http),
    order: createOrderApi(http),
    repay: createRepayApi(http),
    bank: createBankApi(http),
    complaint: createComplaintApi(http),
    promo: createPromoApi(http),
  };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await promise.then(
    () => new Error('the call succeeded'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof ApiError)) throw outcome;
  return outcome;
}

const ref = { productId: '11', orderId: '5001' };

describe('repayment flow', () => {
  test('wrong code 800006, right code repays the order, a second confirm is 800005', async () => {
    const { repay, order } = apis();
    const { needValid, repayRecordId } = await repay.commitRepayment({
      amount: 545500,
      bankName: 'BPI',
      cardId: '302',
      cardNo: '**** 7710',
      couponId: 'C-10',
      orderId: '5001',
      repayToken: 'rt',
      bankCode: 'BPI',
      sendMsg: 0,
    });
    expect(needValid).toBe(0);
    const confirm = (verifyCode: string) =>
      repay.confirmRepayment({ orderId: '5001', verifyCode, repaymentRecordId: repayRecordId });

    expect(await rejection(confirm('000000'))).toMatchObject({
      code: 800006,
      message: 'validation code error',
    });
    await confirm('123456');
    expect((await order.getOrderDetail(ref)).orderStatus).toBe(200);
    expect(await rejection(confirm('123456'))).toMatchObject({
      code: 800005,
      message: 'do not submit duplicate payment request',
    });
  });
});

describe('registration flow', () => {
  const request = (sid: string, phone: string, capcode = '2468') => ({
    phone,
    capcode,
    sid,
    deviceId: 'dev-001',
    appName: 'PesoBilis',
    app_from: '',
    user_from: '',
    utm_tag: '',
  });

  test('captcha, already registered, wrong SMS code, success, then already registered', async () => {
    const { promo, toast } = apis();
    const sid = await promo.getSid();
    expect(await rejection(promo.sendSms(request(sid, '09171110000', '0000')))).toMatchObject({
      code: 101,
      action: 'refreshCaptcha',
      message: 'The image code is wrong. Please enter the new one.',
    });
    expect(await rejection(promo.sendSms(request(sid, '09170000000')))).toMatchObject({
      code: 11,
      action: 'goDownload',
    });
    await promo.sendSms(request(sid, '09171110000'));

    const registration = {
      ...request(sid, '09171110000'),
      merchantNumber: 'M0007',
      userName: '',
      smsCode: '654321',
      invite_code: '',
      id: '77',
    };
    expect(await rejection(promo.register(registration))).toMatchObject({
      code: -1,
      action: 'refreshCaptcha',
    });
    await promo.register({ ...registration, smsCode: '123456' });
    expect(await rejection(promo.register({ ...registration, smsCode: '123456' }))).toMatchObject({
      code: 11,
      message: 'already registered, please download the app to log in',
    });
    expect(toast.events.filter((event) => event.type === 'show')).toHaveLength(4);
  });
});

describe('complaints', () => {
  test('rating a complaint clears its isNeedScore', async () => {
    const { complaint } = apis();
    expect((await complaint.getProblemDetail('9002')).isNeedScore).toBe(1);
    await complaint.saveComplaintScore({ problemId: '9002', score: 5 });
    expect((await complaint.getProblemDetail('9002')).isNeedScore).toBe(0);
  });

  test('an unknown complaint and a file that is not an image fail with the server message', async () => {
    const { complaint } = apis();
    expect((await rejection(complaint.getProblemDetail('nope'))).message).toBe(
      'Complaint not found',
    );
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect((await rejection(complaint.uploadProblemImage(text))).message).toBe(
      'Please choose a picture',
    );
  });
});

describe('order state', () => {
  test('binding a card adds it to the repayment cards and stops the card prompt', async () => {
    mock.startScenario('order-174-cardPop');
    const { bank, order, repay } = apis();
    expect((await order.getOrderDetail(ref)).cardNeedPop).toBe(1);
    await bank.bindCard({
      productId: '11',
      cardType: 2,
      values: { bankCode: 'MBTC', bankCardNo: '1234 5678 9012' },
      source: 'loanDetail',
    });
    expect((await order.getOrderDetail(ref)).cardNeedPop).toBe(0);
    expect((await repay.getRepaymentWay('5001')).bankCards.at(-1)).toMatchObject({
      bankName: 'Metrobank',
      cardNo: '**** 9012',
      bankCode: 'MBTC',
    });
  });

  test('taking a loan puts the order under review', async () => {
    const { loan, order } = apis();
    await loan.pushLoan({ amount: 500000, periods: 91, termUnit: 'day', productId: '11' });
    expect((await order.getOrderDetail(ref)).orderStatus).toBe(21);
  });

  test('rating the app stops the rating dialog', async () => {
    mock.startScenario('order-200-score');
    const { order } = apis();
    expect((await order.getOrderDetail(ref)).isScore).toBe(1);
    await order.submitRating();
    expect((await order.getOrderDetail(ref)).isScore).toBe(0);
  });
});
