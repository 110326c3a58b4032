import { describe, expect, test } from 'vitest';
import type { LoanConfirm } from '../../../api/index.ts';
import { checkImageSrc, checkUrl } from '../../../link/index.ts';
import { withCheckedUrls } from './checkedUrls.ts';
import type { ConfirmData } from './confirmScreenProps.ts';

const policy = { origin: 'https://app.example', allowedHosts: ['cdn.example'] };
const checks = {
  image: (raw: unknown) => checkImageSrc(raw, policy),
  frame: (raw: unknown) => {
    const link = checkUrl(raw, policy);
    return link.ok ? link.url : undefined;
  },
};
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

const confirm: LoanConfirm = {
  amount: 500000,
  periods: 91,
  termUnit: 'day',
  details: [{ text: 'Service fee', value: '₱750,00' }],
  repay_plans: [],
  firstPayTime: '2025-07-15',
  netProceeds: 0,
  firstPeriodDay: 91,
  pRateDsc: 'Daily interest rate 0,1%',
  sendSms: 0,
  isPopType: 1,
  popContent: 'If you leave now, the offer will be cancelled.',
  popTitle: 'Wait a moment',
  popAgreementUrl: '',
  comProductLogo: '',
  comProductName: 'PesoBilis',
};

const data = (overrides: Partial<LoanConfirm> = {}): ConfirmData<LoanConfirm> => ({
  confirm: { ...confirm, ...overrides },
  agreements: [{ title: 'Loan Agreement', position: '1' }],
});

const checked = (comProductLogo: string, popAgreementUrl: string) =>
  withCheckedUrls(data({ comProductLogo, popAgreementUrl }), checks).confirm;

describe('withCheckedUrls', () => {
  test('allowed logos and agreement pages pass as the guard gives them', () => {
    expect(checked('https://cdn.example/logo.png', '/loanAgreement')).toMatchObject({
      comProductLogo: 'https://cdn.example/logo.png',
      popAgreementUrl: '/loanAgreement',
    });
    expect(checked(PNG, 'https://app.example/loanAgreement?x=1').comProductLogo).toBe(PNG);
    expect(checked(PNG, 'https://app.example/loanAgreement?x=1').popAgreementUrl).toBe(
      '/loanAgreement?x=1',
    );
  });

  test.each([
    'data:image/svg+xml,%3Csvg%20onload%3Dalert(1)%3E',
    'javascript:alert(1)',
    'https://evil.example/logo.png',
  ])('a refused logo %j becomes empty', (logo) => {
    expect(checked(logo, '').comProductLogo).toBe('');
  });

  test.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    PNG,
    '//evil.example/agreement',
  ])('a refused agreement page %j becomes empty', (page) => {
    expect(checked('', page).popAgreementUrl).toBe('');
  });

  test('the rest of the data is left as it was', () => {
    const given = data({ comProductLogo: PNG, popAgreementUrl: '/loanAgreement' });
    const result = withCheckedUrls(given, checks);
    expect(result.agreements).toBe(given.agreements);
    expect(result.confirm).toEqual(given.confirm);
  });
});
