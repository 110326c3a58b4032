import { paths, type RouteId } from '../paths/index.ts';
import type { ScreenRoute } from './routeTypes.ts';

export interface AppRoute extends ScreenRoute {
  id: RouteId;
}

const notBuilt = () => import('../app/NotBuiltPage.tsx');

/** Shows the developer page in `npm start` and demo builds; production builds drop it. */
export const DEV_TOOLS = import.meta.env.DEV || import.meta.env.VITE_MOCK === 'on';

const screens: readonly Omit<AppRoute, 'path'>[] = [
  { id: 'home', titleKey: 'title.site', load: notBuilt },
  { id: 'about', titleKey: 'title.about', load: notBuilt },
  { id: 'policy', titleKey: 'title.policy', load: notBuilt },
  { id: 'loanTerms', titleKey: 'title.loanTerms', load: notBuilt },
  {
    id: 'loanConfirm',
    titleKey: 'title.loanConfirm',
    load: () => import('../features/loan/confirm/LoanConfirmPage.tsx'),
  },
  {
    id: 'loanConfirmLegacy',
    titleKey: 'title.loanConfirm',
    load: () => import('../features/loan/legacyConfirm/LegacyLoanConfirmPage.tsx'),
  },
  {
    id: 'loanDetail',
    titleKey: 'title.loanDetail',
    load: () => import('../features/order/detail/OrderDetailPage.tsx'),
  },
  { id: 'repayPeriod', titleKey: 'title.repayPeriod', load: notBuilt },
  { id: 'repayDelay', titleKey: 'title.repayDelay', load: notBuilt },
  { id: 'repaymentOfCode', titleKey: 'title.repaymentOfCode', load: notBuilt },
  { id: 'repaymentOfCode2', titleKey: 'title.repaymentOfCode', load: notBuilt },
  { id: 'paymentInstructions', titleKey: 'title.paymentInstructions', load: notBuilt },
  { id: 'carpmm', titleKey: 'title.carpmm', load: notBuilt },
  { id: 'paymentWay', titleKey: 'title.paymentWay', load: notBuilt },
  { id: 'bindBank', titleKey: 'title.bindBank', load: notBuilt },
  { id: 'complaint', titleKey: 'title.complaint', load: notBuilt },
  { id: 'complainPageNext', titleKey: 'title.complainPageNext', load: notBuilt },
  { id: 'complaintList', titleKey: 'title.complaintList', load: notBuilt },
  { id: 'complainDetails', titleKey: 'title.complainDetails', load: notBuilt },
  { id: 'customerService', titleKey: 'title.customerService', load: notBuilt },
  { id: 'loanAgreement', titleKey: 'title.loanAgreement', load: notBuilt },
  { id: 'privacyPolicy', titleKey: 'title.privacyPolicy', load: notBuilt },
  { id: 'aboutUs', titleKey: 'title.aboutUs', load: notBuilt },
  {
    id: 'unionError',
    titleKey: 'title.unionError',
    load: () => import('../features/order/unionError/UnionErrorPage.tsx'),
  },
];

const devScreens: readonly Omit<AppRoute, 'path'>[] = DEV_TOOLS
  ? [
      {
        id: 'testPreview',
        titleKey: 'title.testPreview',
        load: () => import('../dev/testPreview/TestPreviewRoute.tsx'),
      },
    ]
  : [];

export const routeTable: readonly AppRoute[] = [...screens, ...devScreens].map((route) => ({
  ...route,
  path: paths[route.id].path,
}));
