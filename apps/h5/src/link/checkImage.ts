import { checkUrl, hasAmbiguousCharacter, type UrlPolicy } from './checkUrl.ts';

/**
 * Inline raster pictures, whole and nothing else: one of four types, optionally base64, then
 * only URL characters. SVG is refused: it is a document that can hold script.
 */
const INLINE_RASTER =
  /^data:image\/(?:png|jpeg|gif|webp)(?:;base64,[a-z0-9+/]*={0,2}|,[a-z0-9\-._~!$&'()*+,;=:@/?%]*)$/i;

/**
 * A server-given image `src` (contract section 6): what `checkUrl` allows, plus inline PNG, JPEG,
 * GIF and WebP. `undefined` means the component shows its fallback; nothing is toasted.
 */
export function checkImageSrc(raw: unknown, policy: UrlPolicy): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const input = raw.trim();
  if (!hasAmbiguousCharacter(input) && INLINE_RASTER.test(input)) return input;
  const link = checkUrl(input, policy);
  return link.ok ? link.url : undefined;
}
