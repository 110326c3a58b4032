import { withDocument } from '../../documents/documentRouteText.ts';
import { siteText } from './text/site/index.ts';

/** The About and Loan tabs open with the app's documents already in their language. */
export const siteAboutText = withDocument(siteText, (documents) => documents.aboutUsDocument);
export const siteLoanTermsText = withDocument(
  siteText,
  (documents) => documents.loanAgreementDocument,
);
