import { cleanup, render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { Barcode } from '../src/Barcode/index.ts';
import { Carousel } from '../src/Carousel/index.ts';
import { Tabs } from '../src/Tabs/index.ts';
import { createTheme, GlobalStyle, hiramBrand } from '../src/theme/index.ts';
import { pixelsOf } from './screenPixels.ts';

/**
 * This project's Chromium forces its colours on pages, as Windows' contrast themes do (and some
 * phones' high-contrast modes), in a dark theme: backgrounds become the page's own colour, text
 * and borders its text colour. What marks a choice must still show, and a barcode keep black
 * bars on white.
 */

/** The luminance of each pixel of the element in `rows` (from its top, in CSS px): 0 black, 255 white. */
async function luminances(element: Element, rows: [number, number]): Promise<number[]> {
  const pixels = await pixelsOf(element);
  const [from = 0, to = 0] = rows.map((row) =>
    Math.max(0, Math.min(pixels.height, Math.round(row * pixels.scale))),
  );
  const found: number[] = [];
  for (let y = from; y < to; y += 1) {
    for (let x = 0; x < pixels.width; x += 1) found.push(pixels.luminance(x, y));
  }
  return found;
}

const darkest = async (element: Element, rows: [number, number]) =>
  Math.min(...(await luminances(element, rows)));

/**
 * How many of the element's pixels in `rows` stand out from its own background (its top-left
 * pixel): a mark, whatever colours the contrast theme gives (light or dark).
 */
async function marks(element: Element, rows: [number, number]): Promise<number> {
  const [background = 0] = await luminances(element, [0, 1]);
  return (await luminances(element, rows)).filter((pixel) => Math.abs(pixel - background) > 100)
    .length;
}

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
    expect(await marks(chosen, bottom(chosen))).toBeGreaterThan(0);
    expect(await marks(other, bottom(other))).toBe(0);
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
    for (const dot of dots) counts.push(await marks(dot, middle(dot)));
    const [current, next, last] = counts;
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(next).toBeGreaterThan(0);
    expect(last).toBeGreaterThan(0);
    expect(current).toBeGreaterThan(2 * (next ?? 0));
  });

  test('a barcode keeps black bars on white, which a scanner reads', async () => {
    const { getByRole } = renderInTheme(<Barcode value="778812345566" showValue={false} />);
    const bars = await vi.waitFor(
      () => {
        const image = getByRole('img', { name: 'Barcode 778812345566' });
        if (image.tagName !== 'svg') throw new Error('the bars are still loading');
        return image;
      },
      { timeout: 15_000 },
    );
    const box = bars.parentElement as HTMLElement;
    const pixels = await pixelsOf(box);
    const middle = pixels.height / 2;
    // The quiet zone at each end is the white field; a bar between them is black.
    expect(pixels.luminance(2, middle)).toBeGreaterThan(200);
    expect(pixels.luminance(pixels.width - 3, middle)).toBeGreaterThan(200);
    expect(await darkest(box, [middle / pixels.scale - 1, middle / pixels.scale + 1])).toBeLessThan(
      80,
    );
  });
});
