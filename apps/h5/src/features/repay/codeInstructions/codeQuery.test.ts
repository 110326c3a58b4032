import { describe, expect, test } from 'vitest';
import { codePageFrom } from './codeQuery.ts';

const session = { currencyType: '0' };

describe('codePageFrom', () => {
  test('requestType 1 with a code and an amount asks for that code', () => {
    expect(codePageFrom('?requestType=1&payCode=PJJ123C&amount=150000', session)).toEqual({
      request: { kind: 'code', payCode: 'PJJ123C', amount: 150000 },
      currencyFlag: '0',
    });
  });

  test('keeps the code as the text the URL gave, trimmed', () => {
    const search = `?requestType=1&payCode=${encodeURIComponent(' <b>x</b>&y ')}&amount=1`;
    expect(codePageFrom(search, session).request).toEqual({
      kind: 'code',
      payCode: '<b>x</b>&y',
      amount: 1,
    });
  });

  test('an unreadable or absent amount still shows the code, without an amount', () => {
    expect(codePageFrom('?requestType=1&payCode=A1&amount=-5', session).request).toEqual({
      kind: 'code',
      payCode: 'A1',
      amount: null,
    });
    expect(codePageFrom('?requestType=1&payCode=A1', session).request).toMatchObject({
      amount: null,
    });
  });

  test('no code, or a blank one, is a missing code', () => {
    expect(codePageFrom('?requestType=1&amount=100', session).request).toEqual({
      kind: 'missingCode',
    });
    expect(codePageFrom('?requestType=1&payCode=%20%20', session).request).toEqual({
      kind: 'missingCode',
    });
  });

  test.each(['', '?payCode=A1', '?requestType=2&payCode=A1', '?requestType=01&payCode=A1'])(
    'any request type but 1 is unsupported: %s',
    (search) => {
      expect(codePageFrom(search, session).request).toEqual({ kind: 'unsupported' });
    },
  );

  test('a request type of 1 with spaces around it still asks for the code', () => {
    expect(codePageFrom('?requestType=%201%20&payCode=A1', session).request.kind).toBe('code');
  });

  test("the page's currencyType wins over the session's", () => {
    expect(codePageFrom('?requestType=1&payCode=A1&currencyType=1', session).currencyFlag).toBe(
      '1',
    );
    expect(codePageFrom('?requestType=1&payCode=A1', { currencyType: '1' }).currencyFlag).toBe('1');
  });
});
