import {
  checkUrl,
  hasAmbiguousCharacter,
  parseUrl,
  type Refusal,
  refuse,
  type UrlPolicy,
} from './checkUrl.ts';

export type NativeTargetCheck = { ok: true; target: string } | Refusal;

/** Handed to the phone's dialler or mail app, whatever the brand: nothing runs or opens inside. */
const HANDOFF_SCHEMES = ['tel:', 'mailto:'];

/** The scheme of the brand's app link (`VITE_APP_SCHEME_URL`, e.g. `hiram://app` is `hiram:`). */
export function appSchemeOf(appSchemeUrl: string): string | null {
  const url = parseUrl(appSchemeUrl.trim());
  return url && url.protocol !== 'http:' && url.protocol !== 'https:' ? url.protocol : null;
}

/**
 * What `openPage` may hand to the native app. The spec passes targets that are not http to the
 * native handler: a native page's name (no scheme), the brand's own app link (`appScheme`), or
 * the dialler and mail. Every other scheme is refused, not just those known to run script:
 * `intent:`, `market:`, `content:` or `android-app:` could open another app's screens. Web URLs
 * get the full host check.
 */
export function checkNativeTarget(
  raw: unknown,
  policy: UrlPolicy,
  appScheme: string | null = null,
): NativeTargetCheck {
  if (typeof raw !== 'string') return refuse('not-a-string');
  const input = raw.trim();
  if (input === '') return refuse('empty');
  if (hasAmbiguousCharacter(input)) return refuse('ambiguous-character');
  const absolute = parseUrl(input);
  if (absolute && absolute.protocol !== 'http:' && absolute.protocol !== 'https:') {
    const known = absolute.protocol === appScheme || HANDOFF_SCHEMES.includes(absolute.protocol);
    return known ? { ok: true, target: input } : refuse('scheme');
  }
  const web = checkUrl(input, policy);
  if (!web.ok) return web;
  return { ok: true, target: absolute ? absolute.href : input };
}
