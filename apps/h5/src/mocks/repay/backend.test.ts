import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { defDetailSchema } from '../../api/schemas/repay.ts';
import { setupMockBackend } from '../../api/testing/harness.ts';
import { barcodeValue } from '../../features/repay/shared/repayScreen.ts';
import { orderRef, rejection, testApis } from '../shared/testApis.ts';
import { defDetail } from './fixtures.ts';

setupMockBackend();

describe('pay code', () => {
  test("the payUrl opens the in-app code screen with a new code, as long as the installment's, and the amount sent", async () => {
    const { repay } = testApis();
    const request = { ...orderRef, amount: 136400, channelNumber: '90007', rollover: true };
    const first = new URL(await repay.generatePayCode(request), 'https://app.invalid');
    const second = new URL(await repay.generatePayCode(request), 'https://app.invalid');
    expect(first.pathname).toBe('/repaymentOfCode');
    expect(first.searchParams.get('showType')).toBe('1');
    expect(first.searchParams.get('repayAmount')).toBe('136400');
    expect(first.searchParams.get('payCode')).toMatch(/^\d+$/);
    // As many digits as the installment's own pay code, which the same screens show.
    const installmentCode = barcodeValue(v.parse(defDetailSchema, defDetail()).payCode);
    expect(first.searchParams.get('payCode')).toHaveLength(installmentCode.length);
    expect(second.searchParams.get('payCode')).not.toBe(first.searchParams.get('payCode'));
  });
});

describe('repayment flow', () => {
  test('wrong code 800006, right code repays the order, a second confirm is 800005', async () => {
    const { repay, order, complaint } = testApis();
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
    const repaid = await order.getOrderDetail(orderRef);
    expect(repaid.orderStatus).toBe(200);
    // The complaint pages' summary of the same order says it is repaid too.
    const { orderDetail } = await complaint.getProblemInit(orderRef.orderId);
    expect(orderDetail?.status).toBe(repaid.noticeStatusText);
    expect(await rejection(confirm('123456'))).toMatchObject({
      code: 800005,
      message: 'do not submit duplicate payment request',
    });
  });
});
