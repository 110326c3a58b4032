import { fitWithin } from './fitWithin.ts';

export interface ShrinkImageOptions {
  /** Longest side of the result in px; 1600 by default. */
  maxSide?: number | undefined;
  /** JPEG quality from 0 to 1; 0.8 by default. */
  quality?: number | undefined;
  /**
   * Draws an image that already fits again too, so only its pixels are sent: no photo metadata
   * (a GPS position, the camera), no script an SVG holds. A file that is no image it can draw is
   * refused (the promise rejects) rather than passed on.
   */
  strip?: boolean | undefined;
}

interface Decoded {
  image: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

/** Formats that can hold transparent pixels. */
const MAY_BE_TRANSPARENT = new Set(['image/png', 'image/webp', 'image/gif']);

function loadImage(file: Blob): Promise<Decoded> {
  const url = URL.createObjectURL(file);
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () =>
      resolve({
        image,
        width: image.naturalWidth,
        height: image.naturalHeight,
        release: () => URL.revokeObjectURL(url),
      });
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The image could not be decoded'));
    };
    image.src = url;
  });
}

async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      return {
        image: bitmap,
        width: bitmap.width,
        height: bitmap.height,
        release: () => bitmap.close(),
      };
    } catch {
      // Some WebViews cannot make bitmaps from every format an <img> can show.
    }
  }
  return loadImage(file);
}

function hasTransparency(context: CanvasRenderingContext2D, width: number, height: number) {
  const { data } = context.getImageData(0, 0, width, height);
  for (let alpha = 3; alpha < data.length; alpha += 4) {
    if ((data[alpha] ?? 255) < 255) return true;
  }
  return false;
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))),
      type,
      quality,
    );
  });
}

/**
 * Downscales a photo so its longer side is at most `maxSide` px before it is uploaded over a slow
 * network. The result is a JPEG, or a PNG when the image has transparent pixels. Unless `strip`
 * is set, images that already fit, and files the browser cannot decode (the server may still
 * accept them), come back unchanged.
 */
export async function shrinkImage(
  file: Blob,
  { maxSide = 1600, quality = 0.8, strip = false }: ShrinkImageOptions = {},
): Promise<Blob> {
  const unchanged = () => {
    if (strip) throw new Error('The image could not be drawn');
    return file;
  };
  let decoded: Decoded;
  try {
    decoded = await decode(file);
  } catch {
    return unchanged();
  }
  try {
    const size = fitWithin(decoded.width, decoded.height, maxSide);
    if (!strip && size.width === decoded.width && size.height === decoded.height) return file;
    if (size.width === 0) return unchanged();
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const mayBeTransparent = MAY_BE_TRANSPARENT.has(file.type);
    const context = canvas.getContext('2d', { willReadFrequently: mayBeTransparent });
    if (!context) return unchanged();
    context.imageSmoothingQuality = 'high';
    context.drawImage(decoded.image, 0, 0, size.width, size.height);
    const transparent = mayBeTransparent && hasTransparency(context, size.width, size.height);
    return await toBlob(canvas, transparent ? 'image/png' : 'image/jpeg', quality);
  } finally {
    decoded.release();
  }
}
