import type { Locator, Page } from 'playwright';
import { describe, expect, inject, test } from 'vitest';
import promo from '../src/features/promo/text/promo/en.ts';
import { chromiumForFile, deviceQuery, phonePage } from './browser.ts';

const browser = chromiumForFile();

const WAIT = { timeout: 15_000 };

async function bindBankPage(): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await phonePage(browser());
  await page.goto(new URL(`/bindBank?${deviceQuery}`, inject('appUrl')).href);
  return { page, errors };
}

/**
 * Types `text` as a phone's input method does: composed one character at a time (each step
 * replaces the whole composition), then committed.
 */
async function compose(page: Page, field: Locator, text: string): Promise<void> {
  await field.focus(WAIT);
  const cdp = await page.context().newCDPSession(page);
  try {
    for (let end = 1; end <= text.length; end += 1) {
      const part = text.slice(0, end);
      await cdp.send('Input.imeSetComposition', {
        text: part,
        selectionStart: part.length,
        selectionEnd: part.length,
      });
    }
    await cdp.send('Input.insertText', { text });
  } finally {
    await cdp.detach();
  }
}

describe('digits from an input method', () => {
  test('full-width digits composed into a phone number come out as that number', async () => {
    const { page, errors } = await bindBankPage();
    const field = page.getByLabel('GCash number');
    await field.fill('', WAIT);
    await compose(page, field, '０９１７１２');
    await expect.poll(() => field.inputValue(), WAIT).toBe('091 712');
    expect(errors).toEqual([]);
  });

  test('digits composed by a text keyboard into a card number are each typed once', async () => {
    const { page, errors } = await bindBankPage();
    await page.getByRole('tab').nth(1).click(WAIT);
    const field = page.getByLabel('Account number');
    await compose(page, field, '123456789');
    await expect.poll(() => field.inputValue(), WAIT).toBe('1234 5678 9');
    expect(errors).toEqual([]);
  });

  test('full-width digits composed on the promotion landing are each typed once', async () => {
    const { page, errors } = await phonePage(browser());
    await page.goto(new URL('promo.html#/?templateId=7', inject('appUrl')).href);
    const phone = page.getByLabel(promo['promo.phone']);
    await compose(page, phone, '０９１７');
    await expect.poll(() => phone.inputValue(), WAIT).toBe('0917');
    const captcha = page.getByLabel(promo['promo.captcha']);
    await compose(page, captcha, '２４６８');
    await expect.poll(() => captcha.inputValue(), WAIT).toBe('2468');
    expect(errors).toEqual([]);
  });
});
