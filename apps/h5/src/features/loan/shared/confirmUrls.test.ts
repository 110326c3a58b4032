import { describe, expect, test } from 'vitest';
import { confirmProductId, withFromConfirm } from './confirmUrls.ts';

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
