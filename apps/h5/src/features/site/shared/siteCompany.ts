import { companyConfig } from '../../../config/company.ts';
import { config } from '../../../config/env.ts';
import { companyFacts } from '../../../documents/companyFacts.ts';

/** The brand's facts for the site's header and footer (the brand file's env). */
export const siteCompany = () => companyFacts(config, companyConfig);
