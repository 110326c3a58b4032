import { page } from 'vitest/browser';

export interface Pixels {
  /** In device pixels. */
  width: number;
  height: number;
  /** Device pixels per CSS pixel. */
  scale: number;
  /** 0 black, 255 white, at device pixel (`x`, `y`). */
  luminance: (x: number, y: number) => number;
}

/** The element as the screen shows it. */
export async function pixelsOf(element: Element): Promise<Pixels> {
  const base64 = await page.screenshot({ element, save: false });
  const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(bitmap, 0, 0);
  const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
  return {
    width: bitmap.width,
    height: bitmap.height,
    scale: bitmap.height / element.getBoundingClientRect().height,
    luminance: (x, y) => {
      const i = (Math.floor(y) * bitmap.width + Math.floor(x)) * 4;
      return 0.2126 * (data[i] ?? 0) + 0.7152 * (data[i + 1] ?? 0) + 0.0722 * (data[i + 2] ?? 0);
    },
  };
}
