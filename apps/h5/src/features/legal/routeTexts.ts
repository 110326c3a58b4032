import { aboutUsDocument, loanAgreementDocument, privacyPolicyDocument } from './documents.ts';
import { withDocument } from './shared/legalDocument.ts';
import { legalText } from './text/legal/index.ts';

/** What each legal route loads beside its screen: the labels and the page's whole text. */
export const aboutUsRouteText = withDocument(legalText, aboutUsDocument);
export const privacyPolicyRouteText = withDocument(legalText, privacyPolicyDocument);
export const loanAgreementRouteText = withDocument(legalText, loanAgreementDocument);
