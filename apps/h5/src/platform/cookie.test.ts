import { describe, expect, test } from 'vitest';
import { getCookie, setPersistentCookie } from './cookie.ts';

/** Keeps name=value of each write, like a browser's jar, and records the raw lines. */
function fakeDocument(protocol: string) {
  const writes: string[] = [];
  const jar = new Map<string, string>();
  return {
    writes,
    location: { protocol },
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const pair = line.split(';', 1)[0] ?? '';
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    },
  };
}

describe('setPersistentCookie', () => {
  test('writes an encoded cookie that lasts to the end of year 9999, Secure on https', () => {
    const doc = fakeDocument('https:');
    setPersistentCookie('device id', 'a;b=c d', doc);
    expect(doc.writes).toEqual([
      'device%20id=a%3Bb%3Dc%20d; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/; SameSite=Lax; Secure',
    ]);
  });

  test('the expiry is a real date: the last second of 9999, a Friday', () => {
    const doc = fakeDocument('https:');
    setPersistentCookie('k', 'v', doc);
    const expires = /expires=([^;]+)/.exec(doc.writes[0] ?? '')?.[1];
    expect(expires).toBe(new Date(Date.UTC(9999, 11, 31, 23, 59, 59)).toUTCString());
  });

  test('is not Secure on plain http, where a Secure cookie would be dropped', () => {
    const doc = fakeDocument('http:');
    setPersistentCookie('k', 'v', doc);
    expect(doc.writes[0]).toBe('k=v; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/; SameSite=Lax');
  });
});

describe('getCookie', () => {
  test.each(['a;b=c d', 'ñandú', '', '100%', '=x='])('reads back %j', (value) => {
    const doc = fakeDocument('https:');
    setPersistentCookie('first', 'one', doc);
    setPersistentCookie('the key', value, doc);
    expect(getCookie('the key', doc)).toBe(value);
    expect(getCookie('first', doc)).toBe('one');
  });

  test('matches whole names only and says null when absent', () => {
    const doc = { cookie: 'lang=en; langx=id; xlang=zh' };
    expect(getCookie('lang', doc)).toBe('en');
    expect(getCookie('ang', doc)).toBeNull();
    expect(getCookie('missing', doc)).toBeNull();
    expect(getCookie('missing', { cookie: '' })).toBeNull();
  });

  test('keeps a value that is not valid percent-encoding as it is', () => {
    expect(getCookie('a', { cookie: 'a=%E0%A4%A' })).toBe('%E0%A4%A');
  });
});
