import { cleanup, render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { Barcode } from '../src/Barcode/index.ts';
import { QrImage } from '../src/QrImage/index.ts';
import { createTheme, GlobalStyle, hiramBrand } from '../src/theme/index.ts';
import { type Pixels, pixelsOf } from './screenPixels.ts';

/**
 * This project's Chromium darkens every page, as Android's dark theme does in Chrome, Samsung
 * Internet and web views that allow it. A cashier's scanner cannot read a pay code drawn light on
 * dark, so the codes must keep their own colours while the rest of the page is darkened.
 */

const darkest = (pixels: Pixels, y: number) =>
  Math.min(...Array.from({ length: pixels.width }, (_, x) => pixels.luminance(x, y)));

/** A QR-like pattern of 21 × 21 modules: a finder square in the top-left corner, scattered others. */
const darkModules = Array.from({ length: 21 * 21 }, (_, i) => {
  const row = Math.floor(i / 21);
  const column = i % 21;
  return (row < 7 && column < 7) || (row * 7 + column * 3) % 5 < 2;
}).flatMap((dark, i) => (dark ? [{ row: Math.floor(i / 21), column: i % 21 }] : []));

/** The pattern as a server may send it: black on white, as a PNG or an SVG. */
const qrPictures = {
  PNG: () => {
    const canvas = document.createElement('canvas');
    canvas.width = 210;
    canvas.height = 210;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 210, 210);
    context.fillStyle = '#000';
    for (const { row, column } of darkModules) context.fillRect(column * 10, row * 10, 10, 10);
    return canvas.toDataURL('image/png');
  },
  SVG: () => {
    const squares = darkModules.map(({ row, column }) => `M${column} ${row}h1v1h-1z`).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><rect width="21" height="21" fill="#fff"/><path d="${squares}"/></svg>`;
    return `data:image/svg+xml,${encodeURIComponent(svg)}`;
  },
};

function renderInTheme(children: React.ReactNode) {
  return render(
    <ThemeProvider theme={createTheme(hiramBrand)}>
      <GlobalStyle />
      <div data-testid="page" style={{ padding: 16 }}>
        <p>Show this code to the cashier.</p>
        {children}
      </div>
    </ThemeProvider>,
  );
}

/** Beside the other test projects a chunk or a picture can take seconds to arrive. */
const LOADING = { timeout: 15_000 };

afterEach(cleanup);

describe('pay codes on a phone in dark mode', () => {
  test('the browser darkens the page around them', async () => {
    const { getByTestId } = renderInTheme(null);
    const pixels = await pixelsOf(getByTestId('page'));
    expect(pixels.luminance(4, 4)).toBeLessThan(80);
  });

  test('a barcode keeps dark bars on a light field', async () => {
    const { getByRole } = renderInTheme(<Barcode value="778812345566" showValue={false} />);
    // The placeholder shares the name until the encoder's chunk has loaded.
    const bars = await vi.waitFor(() => {
      const image = getByRole('img', { name: 'Barcode 778812345566' });
      if (image.tagName !== 'svg') throw new Error('the bars are still loading');
      return image;
    }, LOADING);
    const box = bars.parentElement;
    if (!box) throw new Error('the bars have no box');
    const pixels = await pixelsOf(box);
    const middle = pixels.height / 2;
    // The quiet zone on each side, then a bar.
    expect(pixels.luminance(2, middle)).toBeGreaterThan(200);
    expect(pixels.luminance(pixels.width - 3, middle)).toBeGreaterThan(200);
    expect(darkest(pixels, middle)).toBeLessThan(80);
  });

  for (const [format, picture] of Object.entries(qrPictures)) {
    test(`a QR picture (${format}) keeps its black squares on white`, async () => {
      const { findByRole } = renderInTheme(<QrImage src={picture()} alt="QR code to pay" />);
      const image = await findByRole('img', { name: 'QR code to pay' }, LOADING);
      await expect.element(page.elementLocator(image), LOADING).toBeVisible();
      const frame = image.parentElement;
      if (!frame) throw new Error('the picture has no frame');
      const pixels = await pixelsOf(frame);
      const module = pixels.width / 21;
      // Inside the finder square, and the white module under it.
      expect(pixels.luminance(module * 3.5, module * 3.5)).toBeLessThan(80);
      expect(pixels.luminance(module * 0.5, module * 7.5)).toBeGreaterThan(200);
    });
  }
});
