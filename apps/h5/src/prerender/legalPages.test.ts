import { describe, expect, test } from 'vitest';
import { companyConfig } from '../config/company.ts';
import { config } from '../config/env.ts';
import { loanTerms } from '../config/loanTerms.ts';
import { brandCompany } from '../documents/brandCompany.ts';
import {
  aboutUsDocument,
  loanAgreementDocument,
  privacyPolicyDocument,
} from '../documents/documents.ts';
import { documentStrings, fillDocument } from '../documents/fillDocument.ts';
import type { LegalDocumentSource } from '../documents/legalDocument.ts';
import { legalValues } from '../documents/legalValues.ts';
import { prerenderPlan } from './prerenderPlan.ts';
import { renderPage } from './renderPage.tsx';

/** The page's text as a reader sees it: no tags, no comments, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, '\n')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');
}

/** The prerender knows no session: money in pesos, the brand's separators (contract section 8). */
const PESO = {
  currencyFlag: '',
  thousandsSeparator: '.',
  decimalSeparator: ',',
  timeZone: 'Asia/Manila',
};

const pages: readonly [string, LegalDocumentSource][] = [
  ['/aboutUs', aboutUsDocument],
  ['/privacyPolicy', privacyPolicyDocument],
  ['/loanAgreement', loanAgreementDocument],
];

describe('each legal page is prerendered whole', () => {
  test.each(pages)('%s', async (path, source) => {
    const page = prerenderPlan().find((planned) => planned.route.path === path);
    if (!page) throw new Error(`${path} is not planned`);
    const rendered = await renderPage(page);
    const shown = visibleText(rendered.html);
    const filled = fillDocument(
      await source.load(config.locale),
      legalValues(brandCompany(), loanTerms, PESO),
    );
    const missing = documentStrings(filled).filter((text) => !shown.includes(text));
    expect(missing).toEqual([]);
    for (const section of filled.sections) {
      expect(rendered.html).toContain(`id="${section.id}"`);
      expect(rendered.html).toContain(`href="#${section.id}"`);
    }
    // The brand file's lender, as SEC MC 19 s.2019 asks, in the HTML itself.
    for (const fact of [companyConfig.name, companyConfig.secRegistration]) {
      expect(fact).not.toBe('');
      expect(shown).toContain(fact);
    }
    expect(shown).not.toMatch(/\{\w+\}/);
  });
});
