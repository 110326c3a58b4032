export {
  AgreementConsent,
  type AgreementConsentProps,
  type AgreementLink,
} from './AgreementConsent.tsx';
