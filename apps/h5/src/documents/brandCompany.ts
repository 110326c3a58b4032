import { companyConfig } from '../config/company.ts';
import { config } from '../config/env.ts';
import { companyFacts } from './companyFacts.ts';

/** The brand's own facts, from its brand file: the site's footer, the legal pages, the landing. */
export const brandCompany = () => companyFacts(config, companyConfig);
