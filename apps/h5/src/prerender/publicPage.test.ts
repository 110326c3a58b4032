import { describe, expect, test } from 'vitest';
import { isAbsolute, publicPage, siteOrigin } from './publicPage.ts';

describe('siteOrigin', () => {
  test.each([
    ['https://www.hiram.example', 'https://www.hiram.example'],
    ['https://www.hiram.example/', 'https://www.hiram.example'],
    ['https://www.hiram.example/some/path?q=1', 'https://www.hiram.example'],
    ['http://localhost:4173', 'http://localhost:4173'],
  ])('%s is the origin %s', (value, origin) => {
    expect(siteOrigin(value)).toBe(origin);
  });

  test.each([
    [undefined],
    [''],
    ['www.hiram.example'],
    ['javascript:alert(1)'],
    ['ftp://x.example'],
  ])('%s gives no origin', (value) => {
    expect(siteOrigin(value)).toBe('');
  });
});

describe('publicPage', () => {
  test('joins the origin and the path, and names the Open Graph locale', () => {
    expect(publicPage('/About', 'https://www.hiram.example', 'en', 'Hiram')).toEqual({
      url: 'https://www.hiram.example/About',
      ogLocale: 'en_PH',
      siteName: 'Hiram',
    });
    expect(publicPage('/', '', 'zh-CN', 'Hiram').url).toBe('/');
    expect(publicPage('/', '', 'id', 'Hiram').ogLocale).toBe('id_ID');
  });

  test('only an origin makes the address absolute', () => {
    expect(isAbsolute(publicPage('/Loan', 'https://a.example', 'en', 'Hiram').url)).toBe(true);
    expect(isAbsolute(publicPage('/Loan', '', 'en', 'Hiram').url)).toBe(false);
  });
});
