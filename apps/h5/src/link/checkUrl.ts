import { inAppPath } from './legacyTarget.ts';
/** Where the app runs and which other hosts server-given URLs may lead to (contract section 6). */
export interface UrlPolicy {
  /** The app's origin, e.g. `https://app.example`. */
  origin: string;
  /** `host` or `host:port` entries, e.g. `config.redirectHosts`. */
  allowedHosts: readonly string[];
}

export type RefusalReason =
  | 'not-a-string'
  | 'empty'
  | 'ambiguous-character'
  | 'unparseable'
  | 'scheme'
  | 'credentials'
  | 'host';

export interface Refusal {
  ok: false;
  reason: RefusalReason;
}

export type UrlCheck =
  | {
      ok: true;
      /**
       * In-app (`external: false`): a root-relative path with query and hash, for the router.
       * External: the absolute, normalised URL that was checked.
       */
      url: string;
      external: boolean;
    }
  | Refusal;

const WEB_SCHEMES = new Set(['http:', 'https:']);

export function refuse(reason: RefusalReason): Refusal {
  return { ok: false, reason };
}

export function parseUrl(input: string, base?: URL): URL | null {
  try {
    return new URL(input, base);
  } catch {
    return null;
  }
}

function isControlCharacter(code: number): boolean {
  return code < 0x20 || code === 0x7f;
}

/**
 * Characters parsers disagree on: the URL parser drops tabs and newlines and reads `\` as `/`,
 * older web views do not. No genuine link carries them unencoded.
 */
export function hasAmbiguousCharacter(input: string): boolean {
  for (let i = 0; i < input.length; i += 1) {
    if (isControlCharacter(input.charCodeAt(i)) || input[i] === '\\') return true;
  }
  return false;
}

/** Per-byte decode that never throws; enough to see an encoded `:` or control character. */
function percentDecode(text: string): string {
  return text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

const NAMED_REFERENCES: Readonly<Record<string, string>> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
};

function fromCodePoint(code: number): string {
  return code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
}

/** HTML character references, as a page would decode them if the link reached markup. */
function decodeCharacterReferences(text: string): string {
  return text.replace(
    /&(?:#x([0-9a-f]{1,6})|#(\d{1,7})|([a-z]+));?/gi,
    (whole, hex: string | undefined, decimal: string | undefined, name: string | undefined) => {
      if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16));
      if (decimal !== undefined) return fromCodePoint(Number.parseInt(decimal, 10));
      return NAMED_REFERENCES[(name ?? '').toLowerCase()] ?? whole;
    },
  );
}

/**
 * A reference without a scheme whose first segment holds a colon is not a valid relative path
 * (RFC 3986 section 4.2); it is what a scheme mangled to slip past a parser looks like:
 * `java script:`, `java%0ascript:`, `%6Aavascript:`, `javascript&colon;`.
 */
function looksLikeHiddenScheme(relative: string): boolean {
  // References first: the `#` of `&#58;` is not where the fragment starts.
  const decoded = decodeCharacterReferences(relative);
  const firstSegment = percentDecode(decoded.split(/[/?#]/, 1)[0] ?? '');
  return firstSegment.includes(':') || hasAmbiguousCharacter(firstSegment);
}

function normaliseHost(entry: string): string | null {
  const url = parseUrl(`https://${entry.trim()}`);
  if (!url || url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    return null;
  }
  return url.host;
}

/**
 * Decides whether a server- or URL-given link may be followed. Pure: the decision is made on
 * what the WHATWG URL parser reads, the same parser the browser navigates with.
 */
export function checkUrl(raw: unknown, policy: UrlPolicy): UrlCheck {
  if (typeof raw !== 'string') return refuse('not-a-string');
  const input = raw.trim();
  if (input === '') return refuse('empty');
  if (hasAmbiguousCharacter(input)) return refuse('ambiguous-character');
  const base = parseUrl(policy.origin);
  if (!base) return refuse('unparseable');

  // Parsed alone first: against an https base `https:evil.example` would read as a same-origin
  // path, while on its own (and in other parsers) it is https://evil.example/.
  const absolute = parseUrl(input);
  if (!absolute && looksLikeHiddenScheme(input)) return refuse('scheme');
  const url = absolute ?? parseUrl(input, base);
  if (!url) return refuse('unparseable');
  if (!WEB_SCHEMES.has(url.protocol)) return refuse('scheme');
  if (url.username || url.password) return refuse('credentials');

  if (url.origin === base.origin) {
    // `//host` at the start of a path would be read as another host when navigated to.
    if (url.pathname.startsWith('//')) return refuse('host');
    return { ok: true, url: inAppPath(url), external: false };
  }
  // A scheme-less reference that leaves the origin is `//host`, never a path.
  if (!absolute) return refuse('host');
  const allowed = policy.allowedHosts.map(normaliseHost);
  if (!allowed.includes(url.host)) return refuse('host');
  return { ok: true, url: url.href, external: true };
}
