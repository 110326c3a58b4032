import { describe, expect, test } from 'vitest';
import {
  ALIPAY,
  type CardRepayData,
  canPay,
  NO_CARD,
  offersAlipay,
  payDecision,
} from './payChoice.ts';

const bdo = { id: '301', bankName: 'BDO Unibank', cardNo: '**** 4821', bankCode: 'BDO' };
const bpi = { id: '302', bankName: 'BPI', cardNo: '**** 7710', bankCode: 'BPI' };
const data = (alipay = 0, bankCards = [bdo, bpi]): CardRepayData => ({
  alipay,
  repayToken: 'rt',
  bankCards,
});

describe('payDecision', () => {
  test('no card chosen (index -1) is blocked', () => {
    expect(payDecision(NO_CARD, data(), 1000)).toEqual({ kind: 'chooseCard' });
  });

  test('the chosen card pays', () => {
    expect(payDecision(0, data(), 1000)).toEqual({ kind: 'card', card: bdo, amount: 1000 });
    expect(payDecision(1, data(), 1000)).toEqual({ kind: 'card', card: bpi, amount: 1000 });
  });

  test('an index past the list, or a card list that emptied on reload, is no card', () => {
    expect(payDecision(2, data(), 1000)).toEqual({ kind: 'chooseCard' });
    expect(payDecision(0, data(0, []), 1000)).toEqual({ kind: 'chooseCard' });
  });

  test('the alipay type only when the server offers it', () => {
    expect(payDecision(ALIPAY, data(1), 1000)).toEqual({ kind: 'alipay', amount: 1000 });
    expect(payDecision(ALIPAY, data(0), 1000)).toEqual({ kind: 'chooseCard' });
  });

  test('without a valid amount nothing pays, whatever is chosen', () => {
    expect(payDecision(0, data(), null)).toEqual({ kind: 'noAmount' });
    expect(payDecision(ALIPAY, data(1), null)).toEqual({ kind: 'noAmount' });
  });
});

describe('canPay', () => {
  test('an amount and a card or the alipay type', () => {
    expect(canPay(data(), 1000)).toBe(true);
    expect(canPay(data(1, []), 1000)).toBe(true);
    expect(canPay(data(0, []), 1000)).toBe(false);
    expect(canPay(data(1), null)).toBe(false);
  });
});

describe('offersAlipay', () => {
  test('only the flag 1 offers it', () => {
    expect(offersAlipay(data(1))).toBe(true);
    expect(offersAlipay(data(0))).toBe(false);
    expect(offersAlipay(data(2))).toBe(false);
  });
});
