import { cleanup, render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { Carousel } from '../src/Carousel/index.ts';
import { Tabs } from '../src/Tabs/index.ts';
import { createTheme, GlobalStyle, hiramBrand } from '../src/theme/index.ts';

/**
 * This project's Chromium forces its colours on pages, as Windows' contrast themes do (and some
 * phones' high-contrast modes): backgrounds become the page's own colour, text and borders its
 * text colour. What marks a choice must still show.
 */

/** The luminance of each pixel of the element in `rows` (from its top, in CSS px): 0 black, 255 white. */
async function luminances(element: Element, rows: [number, number]): Promise<number[]> {
  const base64 = await page.screenshot({ element, save: false });
  const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(bitmap, 0, 0);
  const scale = bitmap.height / element.getBoundingClientRect().height;
  const [from = 0, to = 0] = rows.map((row) =>
    Math.max(0, Math.min(bitmap.height, Math.round(row * scale))),
  );
  const { data } = context.getImageData(0, from, bitmap.width, to - from);
  return Array.from(
    { length: data.length / 4 },
    (_, i) =>
      0.2126 * (data[i * 4] ?? 0) +
      0.7152 * (data[i * 4 + 1] ?? 0) +
      0.0722 * (data[i * 4 + 2] ?? 0),
  );
}

const darkest = async (element: Element, rows: [number, number]) =>
  Math.min(...(await luminances(element, rows)));

/** How many of the element's pixels in `rows` are dark. */
const darkPixels = async (element: Element, rows: [number, number]) =>
  (await luminances(element, rows)).filter((luminance) => luminance < 80).length;

function renderInTheme(children: React.ReactNode) {
  return render(
    <ThemeProvider theme={createTheme(hiramBrand)}>
      <GlobalStyle />
      <div style={{ padding: 16 }}>{children}</div>
    </ThemeProvider>,
  );
}

afterEach(cleanup);

describe('choices in forced colours', () => {
  test('the selected tab keeps its bar, the others have none', async () => {
    const { getByRole } = renderInTheme(
      <Tabs
        aria-label="Account"
        items={[
          { key: 'wallet', label: 'E-wallet' },
          { key: 'bank', label: 'Bank account' },
        ]}
        defaultValue="bank"
      />,
    );
    const chosen = getByRole('tab', { name: 'Bank account' });
    const other = getByRole('tab', { name: 'E-wallet' });
    await expect.element(page.elementLocator(chosen)).toHaveAttribute('aria-selected', 'true');
    // The bar runs along the tab's last 3 px, under its label (the bar's 1 px line is past them).
    const bottom = (tab: Element): [number, number] => {
      const height = tab.getBoundingClientRect().height;
      return [height - 3, height - 1];
    };
    expect(await darkest(chosen, bottom(chosen))).toBeLessThan(80);
    expect(await darkest(other, bottom(other))).toBeGreaterThan(200);
  });

  test("a carousel's dots still show, the current one wider", async () => {
    const slide = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"/>')}`;
    const { getAllByRole } = renderInTheme(
      <Carousel
        label="Promotions"
        autoplay={false}
        slides={[1, 2, 3].map((n) => ({ key: `slide-${n}`, src: slide, alt: `Slide ${n}` }))}
      />,
    );
    const dots = getAllByRole('button', { name: /^Slide \d of 3$/ });
    expect(dots).toHaveLength(3);
    const middle = (dot: Element): [number, number] => {
      const { height } = dot.getBoundingClientRect();
      return [height / 2 - 2, height / 2 + 2];
    };
    const counts: number[] = [];
    for (const dot of dots) counts.push(await darkPixels(dot, middle(dot)));
    const [current, next, last] = counts;
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(next).toBeGreaterThan(0);
    expect(last).toBeGreaterThan(0);
    expect(current).toBeGreaterThan(2 * (next ?? 0));
  });
});
