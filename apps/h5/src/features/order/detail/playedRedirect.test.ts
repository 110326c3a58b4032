import { describe, expect, test } from 'vitest';
import { redirectTarget, withQuery } from './playedRedirect.ts';

const session = { userId: '10001', sessionId: 's x', productId: '7', product_id: '7' };
/**
 * As the guard decides for `https://app.example`: other https origins leave the app, this one and
 * paths stay, and anything with a backslash is refused.
 */
const leaves = (target: string) =>
  target.startsWith('https://') &&
  !target.startsWith('https://app.example/') &&
  !target.includes('\\');
const elsewhere = () => true;
const refused = () => false;

describe('withQuery', () => {
  test('adds the values to a path without a query', () => {
    expect(withQuery('/repayPeriod', { userId: '1', productId: '7' })).toBe(
      '/repayPeriod?userId=1&productId=7',
    );
  });

  test('keeps the existing query, its values winning, and the hash at the end', () => {
    expect(
      withQuery('https://pay.example/p?productId=9&a=1#top', { productId: '7', userId: '1' }),
    ).toBe('https://pay.example/p?productId=9&a=1&userId=1#top');
  });

  test('encodes values and leaves empty ones out', () => {
    expect(withQuery('/x', { sessionId: 's x&y=1', deviceId: '' })).toBe(
      '/x?sessionId=s+x%26y%3D1',
    );
  });

  test('nothing to add leaves the URL as it was', () => {
    expect(withQuery('/x?a=1#h', {})).toBe('/x?a=1#h');
  });
});

describe('redirectTarget', () => {
  test('a status other than 21 with a playeduL leaves for it with the session values', () => {
    expect(
      redirectTarget({ orderStatus: 174, playeduL: 'https://pay.example/r' }, session, leaves),
    ).toBe('https://pay.example/r?userId=10001&sessionId=s+x&productId=7&product_id=7');
  });

  test('a page of this app gets none: they would come back into the address bar', () => {
    expect(redirectTarget({ orderStatus: 174, playeduL: '/repayPeriod' }, session, leaves)).toBe(
      '/repayPeriod',
    );
    expect(
      redirectTarget(
        { orderStatus: 174, playeduL: 'https://app.example/repayDelay?orderId=9' },
        session,
        leaves,
      ),
    ).toBe('https://app.example/repayDelay?orderId=9');
  });

  test.each([110, 151, 170, 180, 200, 999])('status %i redirects too', (orderStatus) => {
    expect(redirectTarget({ orderStatus, playeduL: 'https://x.example/' }, {}, elsewhere)).toBe(
      'https://x.example/',
    );
  });

  test('status 21 stays, whatever the playeduL', () => {
    expect(
      redirectTarget({ orderStatus: 21, playeduL: '/repayPeriod' }, session, leaves),
    ).toBeNull();
  });

  test('an empty or blank playeduL stays', () => {
    expect(redirectTarget({ orderStatus: 174, playeduL: '' }, session, leaves)).toBeNull();
    expect(redirectTarget({ orderStatus: 174, playeduL: '   ' }, session, leaves)).toBeNull();
  });

  test('an unsafe playeduL is returned as given, with no session values: refusing it is the guard’s job', () => {
    expect(
      redirectTarget({ orderStatus: 174, playeduL: 'javascript:alert(1)' }, session, refused),
    ).toBe('javascript:alert(1)');
    // Re-encoded with the values added, this one would become a link the guard accepts.
    expect(
      redirectTarget({ orderStatus: 174, playeduL: '/repayPeriod?note=a\\b' }, session, leaves),
    ).toBe('/repayPeriod?note=a\\b');
    expect(
      redirectTarget({ orderStatus: 174, playeduL: 'https://pay.example/a\\b' }, session, leaves),
    ).toBe('https://pay.example/a\\b');
  });
});
