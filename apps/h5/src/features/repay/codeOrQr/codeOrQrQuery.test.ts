import { describe, expect, test } from 'vitest';
import { currencyFlagFrom } from '../shared/pageQuery.ts';
import { codeOrQrContent, parseCodeOrQrQuery } from './codeOrQrQuery.ts';

const image = (raw: unknown) =>
  typeof raw === 'string' && raw.startsWith('https://cdn.example/') ? raw : undefined;

describe('parseCodeOrQrQuery', () => {
  test('showType 1 is the code, read as text', () => {
    expect(parseCodeOrQrQuery('?showType=1&payCode=%207788%3Cb%3E%20&repayAmount=545500')).toEqual({
      show: 'code',
      payCode: '7788<b>',
      payCodeImg: '',
      amount: 545500,
    });
  });

  test.each(['?showType=2', '?showType=0', '?showType=abc', '?showType=', '', '?showType=11'])(
    '%s is the QR image',
    (search) => {
      expect(parseCodeOrQrQuery(search).show).toBe('qr');
    },
  );

  test('the QR image URL is kept as given', () => {
    const search = `?showType=2&payCodeImg=${encodeURIComponent('https://cdn.example/qr.png?x=1')}`;
    expect(parseCodeOrQrQuery(search).payCodeImg).toBe('https://cdn.example/qr.png?x=1');
  });
});

describe('codeOrQrContent', () => {
  test('the code view keeps the code and amount', () => {
    const query = parseCodeOrQrQuery('?showType=1&payCode=ABC&repayAmount=x');
    expect(codeOrQrContent(query, image)).toEqual({ show: 'code', payCode: 'ABC', amount: null });
  });

  test('an allowed QR image passes the image rule', () => {
    const query = parseCodeOrQrQuery('?showType=2&payCodeImg=https://cdn.example/qr.png');
    expect(codeOrQrContent(query, image)).toEqual({
      show: 'qr',
      qrSrc: 'https://cdn.example/qr.png',
      amount: null,
    });
  });

  test('a refused or missing QR image has no src', () => {
    const refused = parseCodeOrQrQuery('?payCodeImg=javascript%3Aalert(1)&repayAmount=100');
    expect(codeOrQrContent(refused, image)).toEqual({ show: 'qr', qrSrc: undefined, amount: 100 });
    expect(codeOrQrContent(parseCodeOrQrQuery(''), image)).toMatchObject({ qrSrc: undefined });
  });
});

describe('currencyFlagFrom', () => {
  test("the page URL's currencyType first, else the session's", () => {
    expect(currencyFlagFrom('?currencyType=1', { currencyType: '0' })).toBe('1');
    expect(currencyFlagFrom('?showType=1', { currencyType: '1' })).toBe('1');
    expect(currencyFlagFrom('?currencyType=', { currencyType: '0' })).toBe('0');
    expect(currencyFlagFrom('', { currencyType: '' })).toBe('');
  });
});
