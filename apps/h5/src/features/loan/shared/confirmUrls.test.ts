import { describe, expect, test } from 'vitest';
import { checkUrl } from '../../link/index.ts';
import { confirmProductId, logoSrc, withFromConfirm } from './confirmUrls.ts';

describe('withFromConfirm', () => {
  test('adds from=confirm to a path with or without a query', () => {
    expect(withFromConfirm('/loanDetail')).toBe('/loanDetail?from=confirm');
    expect(withFromConfirm('/loanDetail?orderId=5001')).toBe(
      '/loanDetail?orderId=5001&from=confirm',
    );
    expect(withFromConfirm('/loanDetail?')).toBe('/loanDetail?from=confirm');
  });

  test('keeps an absolute URL and its hash, the query before the hash', () => {
    expect(withFromConfirm('https://lend.example/h5/#/borrowDetail/?id=3')).toBe(
      'https://lend.example/h5/?from=confirm#/borrowDetail/?id=3',
    );
    expect(withFromConfirm('https://lend.example/detail?a=1#top')).toBe(
      'https://lend.example/detail?a=1&from=confirm#top',
    );
  });

  test('replaces a from the server already set', () => {
    expect(withFromConfirm('/loanDetail?from=app&orderId=7')).toBe(
      '/loanDetail?from=confirm&orderId=7',
    );
  });
});

describe('confirmProductId', () => {
  const session = { productId: '7' };

  test('the query wins, in either spelling', () => {
    expect(confirmProductId('?productId=11', session)).toBe('11');
    expect(confirmProductId('?product_id=12', session)).toBe('12');
    expect(confirmProductId('?productId=11&product_id=12', session)).toBe('11');
  });

  test("the session's when the query has none or an empty one", () => {
    expect(confirmProductId('', session)).toBe('7');
    expect(confirmProductId('?productId=&orderId=3', session)).toBe('7');
  });
});

describe('logoSrc', () => {
  const check = (raw: unknown) =>
    checkUrl(raw, { origin: 'https://app.example', allowedHosts: ['cdn.example'] });

  test('allowed hosts and same-origin paths pass the guard', () => {
    expect(logoSrc('https://cdn.example/logo.png', check)).toBe('https://cdn.example/logo.png');
    expect(logoSrc('/img/logo.png', check)).toBe('/img/logo.png');
  });

  test('inline pictures are kept; other inline data and unknown hosts are not', () => {
    expect(logoSrc('data:image/svg+xml,%3Csvg%2F%3E', check)).toBe(
      'data:image/svg+xml,%3Csvg%2F%3E',
    );
    expect(logoSrc('data:image/png;base64,iVBOR', check)).toBe('data:image/png;base64,iVBOR');
    expect(logoSrc('data:text/html,<script>1</script>', check)).toBeUndefined();
    expect(logoSrc('javascript:alert(1)', check)).toBeUndefined();
    expect(logoSrc('https://evil.example/logo.png', check)).toBeUndefined();
    expect(logoSrc('', check)).toBeUndefined();
  });
});
