import { describe, expect, test } from 'vitest';
import type { LoanConfirm } from '../../../api/index.ts';
import type { DisplayFormat } from '../../../screen/index.ts';
import { loanDisplay } from './loanDisplay.ts';

const peso: DisplayFormat = {
  currencyFlag: '0',
  thousandsSeparator: '.',
  decimalSeparator: ',',
  timeZone: 'Asia/Manila',
};

const confirm: LoanConfirm = {
  amount: 123456789,
  periods: 91,
  termUnit: 'day',
  details: [],
  repay_plans: [
    { title: 'First', description: 'Half', amount: 272750, pay_time: 1752508800 },
    { title: 'Second', description: '', amount: 0, pay_time: '' },
  ],
  // 2025-07-14 16:00:00 UTC is already the 15th in Manila.
  firstPayTime: '2025-07-14T16:00:00Z',
  netProceeds: 0,
  firstPeriodDay: 91,
  pRateDsc: '',
  sendSms: 0,
  isPopType: 0,
  popContent: '',
  popTitle: '',
  popAgreementUrl: '',
  comProductLogo: '',
  comProductName: '',
};

describe('loanDisplay', () => {
  test('amounts in minor units with the sign and the brand separators', () => {
    const shown = loanDisplay(confirm, peso);
    expect(shown.amount).toBe('₱1.234.567,89');
    expect(shown.plans.map((plan) => plan.amount)).toEqual(['₱2.727,50', '₱0,00']);
  });

  test('dates as YYYY-MM-DD in the brand zone; an absent date stays empty', () => {
    const shown = loanDisplay(confirm, peso);
    expect(shown.firstPayTime).toBe('2025-07-15');
    // 1752508800 is 2025-07-14 16:00 UTC.
    expect(shown.plans.map((plan) => plan.payTime)).toEqual(['2025-07-15', '']);
    expect(loanDisplay(confirm, { ...peso, timeZone: 'UTC' }).firstPayTime).toBe('2025-07-14');
  });

  test('the term is the periods, in days; titles and descriptions pass through', () => {
    const shown = loanDisplay(confirm, peso);
    expect(shown.days).toBe(91);
    expect(shown.plans[0]).toMatchObject({ title: 'First', description: 'Half' });
  });
});
