import { describe, expect, test } from 'vitest';
import { commitPayload, confirmPayload } from './repayPayloads.ts';

const card = { id: '301', bankName: 'BDO Unibank', cardNo: '**** **** **** 4821', bankCode: 'BDO' };

describe('commitPayload', () => {
  test('every field of the spec, the card as the server sent it, no coupon, a code asked for', () => {
    expect(commitPayload({ card, amount: 545500, orderId: '9001', repayToken: 'rt_1' })).toEqual({
      amount: 545500,
      bankName: 'BDO Unibank',
      cardId: '301',
      cardNo: '**** **** **** 4821',
      couponId: null,
      orderId: '9001',
      repayToken: 'rt_1',
      bankCode: 'BDO',
      sendMsg: 1,
    });
  });
});

describe('confirmPayload', () => {
  test('the code for the commit record', () => {
    expect(confirmPayload('9001', '123456', 'RR7')).toEqual({
      orderId: '9001',
      verifyCode: '123456',
      repaymentRecordId: 'RR7',
    });
  });

  test('blank space around a pasted code is not sent', () => {
    expect(confirmPayload('9001', ' 123456 ', 'RR7').verifyCode).toBe('123456');
  });
});
