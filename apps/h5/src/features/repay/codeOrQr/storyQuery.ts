import { linkGuard } from '../../../link/index.ts';
import { type CodeOrQrContent, codeOrQrContent, parseCodeOrQrQuery } from './codeOrQrQuery.ts';

/** A QR-like 29×29 PNG (finder squares, random modules): a sample picture, not a scannable code. */
export const SAMPLE_QR = '/mock-images/sample-qr.png';

export const STORY_CODE = '7788 1234 5566';

/** The page's query for these values, each encoded as a URL would carry it. */
export function codeOrQrSearch(values: Record<string, string>): string {
  return `?${new URLSearchParams(values).toString()}`;
}

/** The view's content for a query, read and checked as the page does. */
export function contentFor(values: Record<string, string>): CodeOrQrContent {
  return codeOrQrContent(parseCodeOrQrQuery(codeOrQrSearch(values)), linkGuard.urlImage);
}
