export { aboutUsDocument, loanAgreementDocument, privacyPolicyDocument } from './documents.ts';
export type { LegalDocument, LegalDocumentSource } from './legalDocument.ts';
export { LegalText } from './LegalText.tsx';
export { useFilledDocument } from './useFilledDocument.ts';
