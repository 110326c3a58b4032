import type { Locator, Page } from 'playwright';
import { describe, expect, inject, test } from 'vitest';
import { chromiumForFile, deviceQuery, phonePage } from './browser.ts';

const browser = chromiumForFile();

const WAIT = { timeout: 15_000 };

async function gcashField(): Promise<{ page: Page; field: Locator; errors: string[] }> {
  const { page, errors } = await phonePage(browser());
  await page.goto(new URL(`/bindBank?${deviceQuery}`, inject('appUrl')).href);
  const field = page.getByLabel('GCash number');
  await field.fill('', WAIT);
  await field.pressSequentially('09171234567', WAIT);
  await expect.poll(() => field.inputValue(), WAIT).toBe('091 7123 4567');
  return { page, field, errors };
}

const digitsOf = async (field: Locator) => (await field.inputValue()).replace(/\D/g, '');

describe('undo in a masked field', () => {
  test('Ctrl+Z brings back the digit Backspace deleted', async () => {
    const { page, field, errors } = await gcashField();
    await page.keyboard.press('Backspace');
    await expect.poll(() => field.inputValue(), WAIT).toBe('091 7123 456');
    await page.keyboard.press('Control+z');
    await expect.poll(() => field.inputValue(), WAIT).toBe('091 7123 4567');
    expect(errors).toEqual([]);
  });

  // Chromium's undo replays its own edits on the text as it recorded it. MaskedField sets the
  // caret after every edit, which keeps each keystroke an undo step of its own; left to group
  // keystrokes across the mask's rewrites, undo puts stale text back in.
  test('after typing a number, Ctrl+Z takes digits off its end and Ctrl+Y jumbles nothing', async () => {
    const { page, field, errors } = await gcashField();
    let shown = '09171234567';
    for (const key of ['Control+z', 'Control+z', 'Control+z', 'Control+z', 'Control+y']) {
      await page.keyboard.press(key);
      const digits = await digitsOf(field);
      expect('09171234567'.startsWith(digits), `${key} left ${digits}`).toBe(true);
      if (key === 'Control+z') expect(digits.length, key).toBeLessThanOrEqual(shown.length);
      shown = digits;
    }
    expect(shown.length).toBeLessThan(11);
    expect(errors).toEqual([]);
  });
});
