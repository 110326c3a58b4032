/** The end of year 9999: the spec's "persistent" cookie. */
const FOREVER = 'Fri, 31 Dec 9999 23:59:59 GMT';

export interface CookieDocument {
  cookie: string;
  location: Pick<Location, 'protocol'> | null;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Name and value are URI-encoded, so `;`, `=` and spaces cannot break the cookie. */
export function setPersistentCookie(
  name: string,
  value: string,
  doc: CookieDocument = document,
): void {
  const attributes = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `expires=${FOREVER}`,
    'path=/',
    'SameSite=Lax',
  ];
  if (doc.location?.protocol === 'https:') attributes.push('Secure');
  doc.cookie = attributes.join('; ');
}

export function getCookie(
  name: string,
  doc: Pick<CookieDocument, 'cookie'> = document,
): string | null {
  for (const pair of doc.cookie.split(';')) {
    const at = pair.indexOf('=');
    if (at >= 0 && decode(pair.slice(0, at).trim()) === name) {
      return decode(pair.slice(at + 1).trim());
    }
  }
  return null;
}
