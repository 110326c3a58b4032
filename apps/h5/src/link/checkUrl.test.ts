import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { checkUrl, type RefusalReason, type UrlPolicy } from './checkUrl.ts';
import { hostileUrls } from './hostileCorpus.ts';

const policy: UrlPolicy = {
  origin: 'https://app.example',
  allowedHosts: ['allowed.example', ' PAY.Example ', 'docs.example:8443', 'bad.example/path'],
};

describe('checkUrl allows', () => {
  test.each([
    ['https://allowed.example/agreement?id=1', 'https://allowed.example/agreement?id=1'],
    ['HTTPS://ALLOWED.EXAMPLE/Terms', 'https://allowed.example/Terms'],
    ['http://allowed.example/x', 'http://allowed.example/x'],
    ['https://allowed.example:443/x', 'https://allowed.example/x'],
    ['http://allowed.example:80/x', 'http://allowed.example/x'],
    ['https://pay.example/checkout#step', 'https://pay.example/checkout#step'],
    ['https://docs.example:8443/terms', 'https://docs.example:8443/terms'],
    ['  https://allowed.example/padded \n', 'https://allowed.example/padded'],
    [
      'https://allowed.example/r?next=https%3A%2F%2Fevil.example',
      'https://allowed.example/r?next=https%3A%2F%2Fevil.example',
    ],
  ])('%j on an allowed host -> %s', (raw, url) => {
    expect(checkUrl(raw, policy)).toEqual({ ok: true, url, external: true });
  });

  test.each([
    ['/loanDetail?x=1', '/loanDetail?x=1'],
    ['loanDetail', '/loanDetail'],
    ['?a=1', '/?a=1'],
    ['/promo.html#/downloadTemplate', '/promo.html#/downloadTemplate'],
    ['https://app.example/loanDetail?orderId=9#top', '/loanDetail?orderId=9#top'],
    ['https://APP.example:443/About', '/About'],
    ['/search?q=a:b', '/search?q=a:b'],
    ['%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['loanDetail?a=1&colon=2', '/loanDetail?a=1&colon=2'],
    ['/terms&amp;conditions:v2', '/terms&amp;conditions:v2'],
    ['javascript&#99999999;alert(1)', '/javascript&#99999999;alert(1)'],
  ])('%j stays in the app as %s', (raw, url) => {
    expect(checkUrl(raw, policy)).toEqual({ ok: true, url, external: false });
  });
});

describe('checkUrl refuses', () => {
  test.each<[unknown, RefusalReason]>([
    ['javascript:alert(1)', 'scheme'],
    ['JAVASCRIPT:alert(1)', 'scheme'],
    ['JaVaScRiPt:alert(1)', 'scheme'],
    ['\tjavascript:alert(1)', 'scheme'],
    ['\n javascript:alert(1)', 'scheme'],
    ['\u0000javascript:alert(1)', 'ambiguous-character'],
    ['java\tscript:alert(1)', 'ambiguous-character'],
    ['java\nscript:alert(1)', 'ambiguous-character'],
    ['java\rscript:alert(1)', 'ambiguous-character'],
    ['java\u0000script:alert(1)', 'ambiguous-character'],
    ['java script:alert(1)', 'scheme'],
    ['java%0ascript:alert(1)', 'scheme'],
    ['java%09script:alert(1)', 'scheme'],
    ['%6Aavascript:alert(1)', 'scheme'],
    ['%6A%61%76%61%73%63%72%69%70%74%3Aalert(1)', 'scheme'],
    ['javascript%3Aalert(1)', 'scheme'],
    ['javascript&colon;alert(1)', 'scheme'],
    ['javascript&COLON;alert(1)', 'scheme'],
    ['javascript&#58;alert(1)', 'scheme'],
    ['javascript&#0000058alert(1)', 'scheme'],
    ['&#106;avascript:alert(1)', 'scheme'],
    ['&#x6A;avascript&#x3A;alert(1)', 'scheme'],
    ['java&Tab;script&colon;alert(1)', 'scheme'],
    ['java&NewLine;script/alert(1)', 'scheme'],
    ['javascript://allowed.example/%0aalert(1)', 'scheme'],
    ['data:text/html,<script>alert(1)</script>', 'scheme'],
    ['DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'scheme'],
    ['vbscript:msgbox(1)', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['blob:https://app.example/0b6c1f2e', 'scheme'],
    ['ftp://allowed.example/x', 'scheme'],
    ['mailto:someone@allowed.example', 'scheme'],
    ['//evil.example', 'host'],
    ['//allowed.example/x', 'host'],
    ['///evil.example', 'host'],
    ['/\\evil.example', 'ambiguous-character'],
    ['\\\\evil.example', 'ambiguous-character'],
    ['https://allowed.example\\@evil.example', 'ambiguous-character'],
    ['%5C%5Cevil.example', 'scheme'],
    ['https:evil.example', 'host'],
    ['https:/evil.example', 'host'],
    ['https://evil.example', 'host'],
    ['https://allowed.example.evil.example', 'host'],
    ['https://evil.allowed.example', 'host'],
    ['https://notallowed.example', 'host'],
    ['https://allowed.examplex', 'host'],
    ['https://allowed.example.', 'host'],
    ['https://allowed.example:8443/x', 'host'],
    ['https://docs.example/terms', 'host'],
    ['https://bad.example/path', 'host'],
    ['http://app.example/downgraded', 'host'],
    ['https://app.example//evil.example', 'host'],
    ['/..//evil.example', 'host'],
    ['https://allowed.example@evil.example', 'credentials'],
    ['https://allowed.example%2F@evil.example', 'credentials'],
    ['https://user:secret@allowed.example/', 'credentials'],
    ['https://user@app.example/loanDetail', 'credentials'],
    ['https://evil.example#@allowed.example', 'host'],
    ['https://evil.example?@allowed.example', 'host'],
    ['https://', 'scheme'],
    ['http://[', 'scheme'],
    ['//[', 'unparseable'],
    ['', 'empty'],
    ['   ', 'empty'],
    ['\t\n', 'empty'],
    [null, 'not-a-string'],
    [undefined, 'not-a-string'],
    [42, 'not-a-string'],
    [{ href: 'https://allowed.example/' }, 'not-a-string'],
    [['https://allowed.example/'], 'not-a-string'],
  ])('%j (%s)', (raw, reason) => {
    expect(checkUrl(raw, policy)).toEqual({ ok: false, reason });
  });

  test.each(hostileUrls)('every corpus URL: %j', (raw) => {
    expect(
      checkUrl(raw, { origin: 'https://app.example', allowedHosts: ['allowed.example'] }).ok,
    ).toBe(false);
  });

  test('every relative path when the origin itself cannot be parsed', () => {
    expect(checkUrl('/loanDetail', { origin: 'null', allowedHosts: [] })).toEqual({
      ok: false,
      reason: 'unparseable',
    });
  });
});

const allowedHosts = ['allowed.example', 'pay.example', 'docs.example:8443'];

/** Strings built from the pieces link tricks are made of, so the property reaches the hard cases. */
const trickyUrl = fc
  .array(
    fc.constantFrom(
      'https:',
      'http:',
      'javascript:',
      'data:',
      '//',
      '/',
      '\\',
      '@',
      ':',
      '#',
      '?',
      '.',
      '..',
      ' ',
      '\t',
      '%2F',
      '%0a',
      '%3A',
      ':443',
      ':8443',
      'allowed.example',
      'pay.example',
      'app.example',
      'evil.example',
      'docs.example',
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(''));

const webAddress = fc
  .tuple(
    fc.constantFrom('http://', 'https://', 'HTTPS://', '//', ''),
    fc.constantFrom('allowed.example', 'app.example', 'docs.example:8443', 'evil.example', ''),
    fc.string({ unit: 'binary-ascii' }),
  )
  .map((parts) => parts.join(''));

describe('checkUrl property', () => {
  test('an allowed result is an http(s) URL on the app origin or an allowed host', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), webAddress, trickyUrl), (raw) => {
        const result = checkUrl(raw, { origin: policy.origin, allowedHosts });
        if (!result.ok) return;
        const url = new URL(result.url, policy.origin);
        expect(['http:', 'https:']).toContain(url.protocol);
        expect(url.username + url.password).toBe('');
        if (result.external) {
          expect(allowedHosts).toContain(url.host);
          expect(result.url).toBe(url.href);
        } else {
          expect(url.origin).toBe(policy.origin);
          expect(result.url).toMatch(/^\/(?!\/)/);
        }
      }),
      { numRuns: 2000 },
    );
  }, 30_000);
});
