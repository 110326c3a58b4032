import { legalDocument } from './legalDocument.ts';

/**
 * The legal pages' text, one module per page and language under `text/<page>/<locale>.ts`:
 * content, not screens, so the official site's tabs can show the same words.
 */
export const aboutUsDocument = legalDocument({
  en: () => import('./text/aboutUs/en.ts'),
  'zh-CN': () => import('./text/aboutUs/zh-CN.ts'),
  id: () => import('./text/aboutUs/id.ts'),
  fil: () => import('./text/aboutUs/fil.ts'),
});

export const privacyPolicyDocument = legalDocument({
  en: () => import('./text/privacyPolicy/en.ts'),
  'zh-CN': () => import('./text/privacyPolicy/zh-CN.ts'),
  id: () => import('./text/privacyPolicy/id.ts'),
  fil: () => import('./text/privacyPolicy/fil.ts'),
});

export const loanAgreementDocument = legalDocument({
  en: () => import('./text/loanAgreement/en.ts'),
  'zh-CN': () => import('./text/loanAgreement/zh-CN.ts'),
  id: () => import('./text/loanAgreement/id.ts'),
  fil: () => import('./text/loanAgreement/fil.ts'),
});
