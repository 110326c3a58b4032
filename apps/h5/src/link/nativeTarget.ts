import {
  checkUrl,
  hasAmbiguousCharacter,
  parseUrl,
  type Refusal,
  refuse,
  type UrlPolicy,
} from './checkUrl.ts';

export type NativeTargetCheck = { ok: true; target: string } | Refusal;

/** Schemes that run script or read local data in whatever web view the native app opens. */
const UNSAFE_SCHEMES = new Set([
  'javascript:',
  'vbscript:',
  'data:',
  'blob:',
  'file:',
  'filesystem:',
]);

/**
 * What `openPage` may hand to the native app. The spec passes non-http targets (native routes,
 * app schemes) to native as they are, so only web URLs get the full host check; script and
 * local-file schemes, `//host` tricks and mangled schemes are refused.
 */
export function checkNativeTarget(raw: unknown, policy: UrlPolicy): NativeTargetCheck {
  if (typeof raw !== 'string') return refuse('not-a-string');
  const input = raw.trim();
  if (input === '') return refuse('empty');
  if (hasAmbiguousCharacter(input)) return refuse('ambiguous-character');
  const absolute = parseUrl(input);
  if (absolute && absolute.protocol !== 'http:' && absolute.protocol !== 'https:') {
    return UNSAFE_SCHEMES.has(absolute.protocol) ? refuse('scheme') : { ok: true, target: input };
  }
  const web = checkUrl(input, policy);
  if (!web.ok) return web;
  return { ok: true, target: absolute ? absolute.href : input };
}
