import type { CompanyConfig } from '../config/company.ts';
import type { AppConfig } from '../config/env.ts';

/** The lender's facts every legal page may name (contract section 3; SEC MC 19 s.2019). */
export type CompanyFacts = {
  appName: string;
  companyName: string;
  companyAddress: string;
  serviceEmail: string;
  servicePhone: string;
  secRegistration: string;
  certificateOfAuthority: string;
};

export function companyFacts(config: AppConfig, company: CompanyConfig): CompanyFacts {
  return {
    appName: config.appName,
    companyName: company.name,
    companyAddress: company.address,
    serviceEmail: company.serviceEmail,
    servicePhone: config.servicePhone,
    secRegistration: company.secRegistration,
    certificateOfAuthority: company.certificateOfAuthority,
  };
}
