import type { promoPaths, RouteId } from '../paths/index.ts';

export interface RouteSource {
  /** The screen's module. */
  screen: string;
  /** Its text pack's folder, holding `<locale>.ts`. */
  text: string;
  /**
   * Chunks of their own that the screen shows with its content, such as a disclosure its offer
   * waits for or a legal document its words load: preloaded too, so they come with the screen's
   * code instead of one round trip after it, and counted in its first load. Each its text
   * pack's folder, and its module unless the screen's code has it already.
   */
  parts?: readonly { module?: string; text: string }[];
}

/**
 * A legal document a route's words load with their own (`documents/documentRouteText.ts`): its
 * text (the documents' module comes with the screen's code); `legal` adds the documents' labels,
 * for a route whose own words are not those.
 */
const documentParts = (document: string, { legal = false } = {}) => [
  ...(legal ? [{ text: 'documents/text/legal' }] : []),
  { text: `documents/text/${document}` },
];

/** The words of the cost disclosure both loan confirm screens show with their offer. */
const costOfLoan = { text: 'features/loan/text/cost' };

/**
 * Where each route's screen and words live, relative to `src/`, so that its prerendered page
 * preloads exactly their chunks. Only the build reads this table: the browser's route tables
 * carry none of these paths. `routeSources.test.ts` checks it against the route tables.
 */
export const routeSources: Readonly<Record<RouteId | keyof typeof promoPaths, RouteSource>> = {
  home: { screen: 'features/site/home/SiteHomePage.tsx', text: 'features/site/text/site' },
  about: {
    screen: 'features/site/about/SiteAboutPage.tsx',
    text: 'features/site/text/site',
    parts: documentParts('aboutUs', { legal: true }),
  },
  policy: { screen: 'features/site/policy/SitePolicyPage.tsx', text: 'features/site/text/site' },
  loanTerms: {
    screen: 'features/site/loanTerms/SiteLoanTermsPage.tsx',
    text: 'features/site/text/site',
    parts: documentParts('loanAgreement', { legal: true }),
  },
  loanConfirm: {
    screen: 'features/loan/confirm/LoanConfirmPage.tsx',
    text: 'features/loan/text/loan',
    parts: [costOfLoan],
  },
  loanConfirmLegacy: {
    screen: 'features/loan/legacyConfirm/LegacyLoanConfirmPage.tsx',
    text: 'features/loan/text/loan',
    parts: [costOfLoan],
  },
  loanDetail: {
    screen: 'features/order/detail/OrderDetailPage.tsx',
    text: 'features/order/text/order',
  },
  repayPeriod: {
    screen: 'features/repay/period/RepayPeriodPage.tsx',
    text: 'features/repay/text/payment',
  },
  repayDelay: {
    screen: 'features/repay/delay/RepayDelayPage.tsx',
    text: 'features/repay/text/payment',
    parts: [
      { module: 'features/repay/delay/RolloverCost.tsx', text: 'features/repay/text/rollover' },
    ],
  },
  repaymentOfCode: {
    screen: 'features/repay/codeOrQr/CodeOrQrPage.tsx',
    text: 'features/repay/text/code',
  },
  repaymentOfCode2: {
    screen: 'features/repay/payByCode/PayByCodePage.tsx',
    text: 'features/repay/text/code',
  },
  paymentInstructions: {
    screen: 'features/repay/instructions/PaymentInstructionsPage.tsx',
    text: 'features/repay/text/guide',
  },
  carpmm: {
    screen: 'features/repay/codeInstructions/CodeInstructionsPage.tsx',
    text: 'features/repay/text/guide',
  },
  paymentWay: {
    screen: 'features/repay/cardRepay/CardRepayPage.tsx',
    text: 'features/repay/text/card',
  },
  bindBank: { screen: 'features/bank/bindBank/BindBankPage.tsx', text: 'features/bank/text/bank' },
  complaint: {
    screen: 'features/complaint/start/ComplaintStartPage.tsx',
    text: 'features/complaint/text/file',
  },
  complainPageNext: {
    screen: 'features/complaint/describe/ComplaintDescribePage.tsx',
    text: 'features/complaint/text/file',
  },
  complaintList: {
    screen: 'features/complaint/list/ComplaintListPage.tsx',
    text: 'features/complaint/text/follow',
  },
  complainDetails: {
    screen: 'features/complaint/details/ComplaintDetailPage.tsx',
    text: 'features/complaint/text/follow',
  },
  customerService: {
    screen: 'features/service/customerService/CustomerServicePage.tsx',
    text: 'features/service/text/service',
  },
  loanAgreement: {
    screen: 'features/legal/loanAgreement/LoanAgreementPage.tsx',
    text: 'documents/text/legal',
    parts: documentParts('loanAgreement'),
  },
  privacyPolicy: {
    screen: 'features/legal/privacyPolicy/PrivacyPolicyPage.tsx',
    text: 'documents/text/legal',
    parts: documentParts('privacyPolicy'),
  },
  aboutUs: {
    screen: 'features/legal/aboutUs/AboutUsPage.tsx',
    text: 'documents/text/legal',
    parts: documentParts('aboutUs'),
  },
  unionError: {
    screen: 'features/order/unionError/UnionErrorPage.tsx',
    text: 'features/order/text/order',
  },
  testPreview: {
    screen: 'dev/testPreview/TestPreviewRoute.tsx',
    text: 'dev/testPreview/text/preview',
  },
  register: {
    screen: 'features/promo/register/RegisterPage.tsx',
    text: 'features/promo/text/promo',
  },
  download: {
    screen: 'features/promo/download/DownloadPage.tsx',
    text: 'features/promo/text/promo',
  },
  agreement: {
    screen: 'features/promo/agreement/AgreementPage.tsx',
    text: 'features/promo/text/promo',
  },
};
