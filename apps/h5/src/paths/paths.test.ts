import { describe, expect, test } from 'vitest';
import { legacyTargets, paths, promoPaths, toQueryString } from './paths.ts';

describe('paths', () => {
  test('every contract route is in the table, once', () => {
    const contract = [
      '/',
      '/About',
      '/Policy',
      '/Loan',
      '/loanConfirm',
      '/loanConfirmLegacy',
      '/loanDetail',
      '/repayPeriod',
      '/repayDelay',
      '/repaymentOfCode',
      '/repaymentOfCode2',
      '/paymentInstructions',
      '/carpmm',
      '/paymentWay',
      '/bindBank',
      '/complaint',
      '/complainPageNext',
      '/complaintList',
      '/complainDetails',
      '/customerService',
      '/loanAgreement',
      '/privacyPolicy',
      '/aboutUs',
      '/unionError',
      '/testPreview',
    ];
    const table = Object.values(paths).map((route) => route.path);
    expect([...table].sort()).toEqual([...contract].sort());
    expect(new Set(table).size).toBe(table.length);
  });

  test('href builds the query and leaves empty values out', () => {
    expect(paths.complainDetails.href({ problemId: 42 })).toBe('/complainDetails?problemId=42');
    expect(paths.bindBank.href({ source: 'loanDetail', orderId: undefined })).toBe(
      '/bindBank?source=loanDetail',
    );
    expect(paths.complaintList.href()).toBe('/complaintList');
    expect(
      paths.complainPageNext.href({ problemType: 1, problemSonType: '', orderNo: 'A&B' }),
    ).toBe('/complainPageNext?problemType=1&orderNo=A%26B');
  });

  test('query strings are encoded', () => {
    expect(toQueryString({ a: 'x y', b: 'é' })).toBe('?a=x+y&b=%C3%A9');
    expect(toQueryString({})).toBe('');
  });

  test('legacy targets and promo paths', () => {
    expect(legacyTargets['#/borrowDetail/']).toBe('/loanDetail');
    expect(legacyTargets['#/addnormalcard']).toBe('/bindBank');
    expect(promoPaths.register.href({ templateId: 7 })).toBe('/?templateId=7');
  });
});
