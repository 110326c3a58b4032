import type { UiLocale } from '@hiram/ui';
import { expect, within } from 'storybook/test';
import { loanTerms } from '../config/loanTerms.ts';
import { en } from '../i18n/catalogues/en.ts';
import { fil } from '../i18n/catalogues/fil.ts';
import { id } from '../i18n/catalogues/id.ts';
import { zhCN } from '../i18n/catalogues/zh-CN.ts';
import type { MessageKey } from '../i18n/index.ts';
import type { DisplayFormat } from '../screen/index.ts';
import type { CompanyFacts } from './companyFacts.ts';
import { documentStrings, fillDocument } from './fillDocument.ts';
import type { LegalDocument } from './legalDocument.ts';
import { legalValues } from './legalValues.ts';
import legalEn from './text/legal/en.ts';
import legalFil from './text/legal/fil.ts';
import legalId from './text/legal/id.ts';
import legalZhCN from './text/legal/zh-CN.ts';

/** A brand's facts as its brand file would set them (Storybook reads no brand file). */
export const STORY_COMPANY: CompanyFacts = {
  appName: 'Hiram',
  companyName: 'Hiram Lending Corporation',
  companyAddress: '18th Floor, Sampaguita Tower, 6789 Ayala Avenue, Makati City',
  serviceEmail: 'support@hiram.example',
  servicePhone: '+63 2 8888 0000',
  secRegistration: 'CS201900001',
  certificateOfAuthority: '9001',
};

export const pesoFormat = (currencyFlag = '0'): DisplayFormat => ({
  currencyFlag,
  thousandsSeparator: '.',
  decimalSeparator: ',',
  timeZone: 'Asia/Manila',
});

const catalogues = { en, 'zh-CN': zhCN, id, fil } as const;
const labels = { en: legalEn, 'zh-CN': legalZhCN, id: legalId, fil: legalFil } as const;

export const filledStoryDocument = (text: LegalDocument, format = pesoFormat()) =>
  fillDocument(text, legalValues(STORY_COMPANY, loanTerms, format));

interface LocaleStory {
  globals: { locale: UiLocale };
  args: { title: string; document: LegalDocument };
  play: (context: { canvasElement: HTMLElement }) => Promise<void>;
}

/**
 * A legal page in one language: its title, a table of contents whose every link leads to its
 * section, every line of the text with the brand's facts filled in, and nothing left unfilled.
 */
export function localeStory(
  locale: UiLocale,
  titleKey: MessageKey,
  text: LegalDocument,
): LocaleStory {
  const document = filledStoryDocument(text);
  const title = catalogues[locale][titleKey];
  return {
    globals: { locale },
    args: { title, document },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const contents = canvas.getByRole('navigation', {
        name: labels[locale]['legal.contents'],
      });
      const links = within(contents).getAllByRole('link');
      await expect(links.map((link) => link.getAttribute('href'))).toEqual(
        document.sections.map((section) => `#${section.id}`),
      );
      // A finger's target each: the contents' links and every way back to them.
      const backs = canvas.getAllByRole('link', { name: labels[locale]['legal.backToContents'] });
      await expect(backs).toHaveLength(document.sections.length);
      for (const link of [...links, ...backs]) {
        await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      }
      for (const section of document.sections) {
        const region = canvasElement.querySelector(`#${section.id}`);
        await expect(region).not.toBeNull();
        await expect(
          within(region as HTMLElement).getByRole('heading', { level: 2, name: section.heading }),
        ).toBeVisible();
      }
      const shown = canvasElement.textContent ?? '';
      await expect(documentStrings(document).filter((line) => !shown.includes(line))).toEqual([]);
      await expect(shown).toContain(STORY_COMPANY.secRegistration);
      await expect(shown).not.toMatch(/\{\w+\}/);
      // Readable on a phone: nothing wider than the screen.
      await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
        canvasElement.ownerDocument.documentElement.clientWidth,
      );
    },
  };
}
