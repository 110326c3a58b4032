import { previewText } from '../dev/testPreview/text/preview/index.ts';
import {
  aboutUsRouteText,
  loanAgreementRouteText,
  privacyPolicyRouteText,
} from '../documents/documentRouteText.ts';
import { bankText } from '../features/bank/text/bank/index.ts';
import { fileText } from '../features/complaint/text/file/index.ts';
import { followText } from '../features/complaint/text/follow/index.ts';
import { loanText } from '../features/loan/text/loan/index.ts';
import { orderText } from '../features/order/text/order/index.ts';
import { cardText } from '../features/repay/text/card/index.ts';
import { codeText } from '../features/repay/text/code/index.ts';
import { guideText } from '../features/repay/text/guide/index.ts';
import { paymentText } from '../features/repay/text/payment/index.ts';
import { serviceText } from '../features/service/text/service/index.ts';
import { siteAboutText, siteLoanTermsText } from '../features/site/siteRouteText.ts';
import { siteText } from '../features/site/text/site/index.ts';
import { paths, type RouteId } from '../paths/index.ts';
import { routeData } from './routeData.ts';
import type { ScreenRoute } from './routeTypes.ts';

export interface AppRoute extends ScreenRoute {
  id: RouteId;
}

/** Shows the developer page in `npm start` and demo builds; production builds drop it. */
const DEV_TOOLS = import.meta.env.DEV || import.meta.env.VITE_MOCK === 'on';

const screens: readonly Omit<AppRoute, 'path'>[] = [
  {
    id: 'home',
    titleKey: 'title.site',
    load: () => import('../features/site/home/SiteHomePage.tsx'),
    text: siteText,
    seo: { descriptionKey: 'meta.home' },
  },
  {
    id: 'about',
    titleKey: 'title.about',
    load: () => import('../features/site/about/SiteAboutPage.tsx'),
    text: siteAboutText,
    seo: { descriptionKey: 'meta.about' },
  },
  {
    id: 'policy',
    titleKey: 'title.policy',
    load: () => import('../features/site/policy/SitePolicyPage.tsx'),
    text: siteText,
    seo: { descriptionKey: 'meta.policy' },
  },
  {
    id: 'loanTerms',
    titleKey: 'title.loanTerms',
    load: () => import('../features/site/loanTerms/SiteLoanTermsPage.tsx'),
    text: siteLoanTermsText,
    seo: { descriptionKey: 'meta.loanTerms' },
  },
  {
    id: 'loanConfirm',
    titleKey: 'title.loanConfirm',
    load: () => import('../features/loan/confirm/LoanConfirmPage.tsx'),
    text: loanText,
    data: routeData.loanConfirm,
  },
  {
    id: 'loanConfirmLegacy',
    titleKey: 'title.loanConfirm',
    load: () => import('../features/loan/legacyConfirm/LegacyLoanConfirmPage.tsx'),
    text: loanText,
    data: routeData.loanConfirmLegacy,
  },
  {
    id: 'loanDetail',
    titleKey: 'title.loanDetail',
    load: () => import('../features/order/detail/OrderDetailPage.tsx'),
    text: orderText,
    data: routeData.loanDetail,
  },
  {
    id: 'repayPeriod',
    titleKey: 'title.repayPeriod',
    load: () => import('../features/repay/period/RepayPeriodPage.tsx'),
    text: paymentText,
    data: routeData.repayPeriod,
  },
  {
    id: 'repayDelay',
    titleKey: 'title.repayDelay',
    load: () => import('../features/repay/delay/RepayDelayPage.tsx'),
    text: paymentText,
    data: routeData.repayDelay,
  },
  {
    id: 'repaymentOfCode',
    titleKey: 'title.repaymentOfCode',
    load: () => import('../features/repay/codeOrQr/CodeOrQrPage.tsx'),
    text: codeText,
    fromVisit: true,
  },
  {
    id: 'repaymentOfCode2',
    titleKey: 'title.repaymentOfCode',
    load: () => import('../features/repay/payByCode/PayByCodePage.tsx'),
    text: codeText,
    fromVisit: true,
  },
  {
    id: 'paymentInstructions',
    titleKey: 'title.paymentInstructions',
    load: () => import('../features/repay/instructions/PaymentInstructionsPage.tsx'),
    text: guideText,
  },
  {
    id: 'carpmm',
    titleKey: 'title.carpmm',
    load: () => import('../features/repay/codeInstructions/CodeInstructionsPage.tsx'),
    text: guideText,
    fromVisit: true,
  },
  {
    id: 'paymentWay',
    titleKey: 'title.paymentWay',
    load: () => import('../features/repay/cardRepay/CardRepayPage.tsx'),
    text: cardText,
    data: routeData.paymentWay,
  },
  {
    id: 'bindBank',
    titleKey: 'title.bindBank',
    load: () => import('../features/bank/bindBank/BindBankPage.tsx'),
    text: bankText,
    data: routeData.bindBank,
  },
  {
    id: 'complaint',
    titleKey: 'title.complaint',
    load: () => import('../features/complaint/start/ComplaintStartPage.tsx'),
    text: fileText,
    data: routeData.complaint,
  },
  {
    id: 'complainPageNext',
    titleKey: 'title.complainPageNext',
    load: () => import('../features/complaint/describe/ComplaintDescribePage.tsx'),
    text: fileText,
    fromVisit: true,
  },
  {
    id: 'complaintList',
    titleKey: 'title.complaintList',
    load: () => import('../features/complaint/list/ComplaintListPage.tsx'),
    text: followText,
    data: routeData.complaintList,
  },
  {
    id: 'complainDetails',
    titleKey: 'title.complainDetails',
    load: () => import('../features/complaint/details/ComplaintDetailPage.tsx'),
    text: followText,
    data: routeData.complainDetails,
  },
  {
    id: 'customerService',
    titleKey: 'title.customerService',
    load: () => import('../features/service/customerService/CustomerServicePage.tsx'),
    text: serviceText,
    data: routeData.customerService,
  },
  {
    id: 'loanAgreement',
    titleKey: 'title.loanAgreement',
    load: () => import('../features/legal/loanAgreement/LoanAgreementPage.tsx'),
    text: loanAgreementRouteText,
  },
  {
    id: 'privacyPolicy',
    titleKey: 'title.privacyPolicy',
    load: () => import('../features/legal/privacyPolicy/PrivacyPolicyPage.tsx'),
    text: privacyPolicyRouteText,
  },
  {
    id: 'aboutUs',
    titleKey: 'title.aboutUs',
    load: () => import('../features/legal/aboutUs/AboutUsPage.tsx'),
    text: aboutUsRouteText,
  },
  {
    id: 'unionError',
    titleKey: 'title.unionError',
    load: () => import('../features/order/unionError/UnionErrorPage.tsx'),
    text: orderText,
    data: routeData.unionError,
  },
];

const devScreens: readonly Omit<AppRoute, 'path'>[] = DEV_TOOLS
  ? [
      {
        id: 'testPreview',
        titleKey: 'title.testPreview',
        load: () => import('../dev/testPreview/TestPreviewRoute.tsx'),
        text: previewText,
      },
    ]
  : [];

export const routeTable: readonly AppRoute[] = [...screens, ...devScreens].map((route) => ({
  ...route,
  path: paths[route.id].path,
}));
