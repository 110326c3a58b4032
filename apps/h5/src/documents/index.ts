export { aboutUsDocument, loanAgreementDocument, privacyPolicyDocument } from './documents.ts';
export { LegalText } from './LegalText.tsx';
export type { LegalDocument, LegalDocumentSource } from './legalDocument.ts';
export { useFilledDocument } from './useFilledDocument.ts';
