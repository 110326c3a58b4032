import type { UiLocale } from '@hiram/ui';
import { describe, expect, test } from 'vitest';
import { type LoanTerms, loanTerms } from '../config/loanTerms.ts';
import type { DisplayFormat } from '../screen/index.ts';
import type { CompanyFacts } from './companyFacts.ts';
import { aboutUsDocument, loanAgreementDocument, privacyPolicyDocument } from './documents.ts';
import { documentStrings, fillDocument } from './fillDocument.ts';
import type { LegalDocument, LegalDocumentSource } from './legalDocument.ts';
import { legalValues } from './legalValues.ts';
import { loanTermValues } from './loanTermValues.ts';

const locales: readonly UiLocale[] = ['en', 'zh-CN', 'id', 'fil'];
const pages: readonly [string, LegalDocumentSource][] = [
  ['about us', aboutUsDocument],
  ['privacy policy', privacyPolicyDocument],
  ['loan agreement', loanAgreementDocument],
];

const company: CompanyFacts = {
  appName: 'Hiram',
  companyName: 'Hiram Lending Corporation',
  companyAddress: 'Makati City',
  serviceEmail: 'support@hiram.example',
  servicePhone: '+63 2 8888 0000',
  secRegistration: 'CS201900001',
  certificateOfAuthority: '9001',
};
const peso: DisplayFormat = {
  currencyFlag: '0',
  thousandsSeparator: '.',
  decimalSeparator: ',',
  timeZone: 'Asia/Manila',
};
const known = Object.keys(legalValues(company, loanTerms, peso));

const placeholders = (document: LegalDocument) =>
  new Set(
    documentStrings(document).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])),
  );

/** Laws and circulars are cited by number; every other figure must come from a placeholder. */
const CITATION = /\b(?:RA \d+|SEC MC \d+ s\.\d{4})\b/g;
const handWrittenFigures = (document: LegalDocument) =>
  documentStrings(document).filter((text) =>
    /\d/.test(text.replace(/\{\w+\}/g, '').replace(CITATION, '')),
  );

describe.each(pages)('%s', (_, source) => {
  test.each(locales)('%s has the English sections, in order, none empty', async (locale) => {
    const en = await source.load('en');
    const text = await source.load(locale);
    expect(text.sections.map((section) => section.id)).toEqual(en.sections.map((s) => s.id));
    expect(new Set(en.sections.map((section) => section.id)).size).toBe(en.sections.length);
    expect(en.sections.every((section) => /^[a-z][a-z-]*$/.test(section.id))).toBe(true);
    expect(text.intro.length).toBeGreaterThan(0);
    for (const section of text.sections) expect(section.body.length, section.id).toBeGreaterThan(0);
    expect(documentStrings(text).filter((line) => line.trim() === '')).toEqual([]);
  });

  test.each(locales)('%s uses the English placeholders, each one known', async (locale) => {
    const en = placeholders(await source.load('en'));
    const text = placeholders(await source.load(locale));
    expect([...text].sort()).toEqual([...en].sort());
    expect([...text].filter((name) => !known.includes(name ?? ''))).toEqual([]);
  });

  test.each(locales)('%s writes no figure by hand', async (locale) => {
    expect(handWrittenFigures(await source.load(locale))).toEqual([]);
  });

  test.each(locales)('%s names the lender as SEC MC 19 s.2019 asks', async (locale) => {
    const used = placeholders(await source.load(locale));
    for (const name of ['companyName', 'secRegistration', 'certificateOfAuthority', 'serviceEmail'])
      expect(used.has(name), name).toBe(true);
  });
});

describe('the check on hand-written figures', () => {
  test('catches a figure typed into the text, not a citation or a placeholder', () => {
    const document: LegalDocument = {
      intro: ['Under RA 3765 and SEC MC 18 s.2019, the term is {termMinDays} days.'],
      sections: [{ id: 'late', heading: 'Late', body: [{ list: ['A penalty of 1,000 once.'] }] }],
    };
    expect(handWrittenFigures(document)).toEqual(['A penalty of 1,000 once.']);
  });
});

describe('the loan agreement states every term from the terms object', () => {
  const termNames = Object.keys(loanTermValues(loanTerms, peso));

  test.each(locales)('%s names every term', async (locale) => {
    const used = placeholders(await loanAgreementDocument.load(locale));
    expect(termNames.filter((name) => !used.has(name))).toEqual([]);
  });

  /** Every figure changed: the filled text must follow the object, whatever its values. */
  const changed: LoanTerms = {
    term: { minDays: 61, maxDays: 181 },
    latePenalty: { newClient: 123_400, repeatClient: 56_700 },
    overdueInterest: [
      { fromDay: 1, toDay: 14, percentPerDay: 3 },
      { fromDay: 15, toDay: 44, percentPerDay: 1.5 },
      { fromDay: 45, percentPerDay: 0.5 },
    ],
    prepayment: { afterTermPercent: 40, notBeforeDaysAfterDisbursement: 9 },
    decisionWithinDays: 2,
    disbursementDays: { min: 2, max: 5 },
    minimumAge: 21,
    reportChangeWithinDays: 6,
    complaintAnswerWithinWeekdays: 4,
  };

  test.each(locales)('%s, filled, shows the figures of the object it was given', async (locale) => {
    const text = await loanAgreementDocument.load(locale);
    for (const terms of [loanTerms, changed]) {
      const filled = documentStrings(fillDocument(text, legalValues(company, terms, peso))).join(
        '\n',
      );
      for (const [name, value] of Object.entries(loanTermValues(terms, peso))) {
        expect(filled, name).toContain(value);
      }
      expect(filled).not.toMatch(/\{\w+\}/);
    }
  });

  test("the spec's terms, in the peso or, with currency flag 1, the rupee", () => {
    const values = loanTermValues(loanTerms, peso);
    expect(values).toMatchObject({
      termMinDays: '91',
      termMaxDays: '365',
      penaltyNewClient: '₱1.000,00',
      penaltyRepeatClient: '₱800,00',
      interest1Rate: '5%',
      interest1From: '1',
      interest1To: '30',
      interest2Rate: '4%',
      interest2From: '31',
      interest2To: '90',
      interest3Rate: '2%',
      interest3From: '91',
      prepaymentAfterTerm: '50%',
      prepaymentMinDays: '7',
      decisionDays: '1',
      disbursementMinDays: '1',
      disbursementMaxDays: '3',
      minimumAge: '18',
      reportChangeDays: '3',
      complaintWeekdays: '3',
    });
    expect(loanTermValues(loanTerms, { ...peso, currencyFlag: '1' })).toMatchObject({
      penaltyNewClient: '₹1.000,00',
      penaltyRepeatClient: '₹800,00',
    });
  });
});

test('the overdue interest bands follow each other from day 1', () => {
  const [first, second, third] = loanTerms.overdueInterest;
  expect(first.fromDay).toBe(1);
  expect(second.fromDay).toBe(first.toDay + 1);
  expect(third.fromDay).toBe(second.toDay + 1);
});
