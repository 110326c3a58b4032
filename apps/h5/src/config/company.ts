/**
 * The lender as the SEC knows it (contract section 3; SEC MC 19 s.2019): the site's footer, the
 * about and legal pages, customer service. Apart from `config`, so only those pages carry it.
 */
export interface CompanyConfig {
  name: string;
  address: string;
  serviceEmail: string;
  secRegistration: string;
  certificateOfAuthority: string;
}

type CompanyEnv = Partial<
  Record<
    | 'VITE_COMPANY_NAME'
    | 'VITE_COMPANY_ADDRESS'
    | 'VITE_SERVICE_EMAIL'
    | 'VITE_SEC_REGISTRATION'
    | 'VITE_CERTIFICATE_OF_AUTHORITY',
    string
  >
>;

/** The labels say "No." themselves, so a number given as "No. 9001" loses its own. */
function bareNumber(value: string | undefined): string {
  return (value ?? '').trim().replace(/^no(?:\.\s*|\s+)/i, '');
}

export function parseCompany(env: CompanyEnv): CompanyConfig {
  return {
    name: env.VITE_COMPANY_NAME?.trim() ?? '',
    address: env.VITE_COMPANY_ADDRESS?.trim() ?? '',
    serviceEmail: env.VITE_SERVICE_EMAIL?.trim() ?? '',
    secRegistration: bareNumber(env.VITE_SEC_REGISTRATION),
    certificateOfAuthority: bareNumber(env.VITE_CERTIFICATE_OF_AUTHORITY),
  };
}

export const companyConfig: CompanyConfig = parseCompany({
  VITE_COMPANY_NAME: import.meta.env.VITE_COMPANY_NAME,
  VITE_COMPANY_ADDRESS: import.meta.env.VITE_COMPANY_ADDRESS,
  VITE_SERVICE_EMAIL: import.meta.env.VITE_SERVICE_EMAIL,
  VITE_SEC_REGISTRATION: import.meta.env.VITE_SEC_REGISTRATION,
  VITE_CERTIFICATE_OF_AUTHORITY: import.meta.env.VITE_CERTIFICATE_OF_AUTHORITY,
});
