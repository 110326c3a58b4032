import { describe, expect, test } from 'vitest';
import {
  readSession,
  sessionQuery,
  tidyAddress,
  withPageProduct,
  withSessionCarried,
} from './session.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('readSession', () => {
  test('takes the values from the page URL', () => {
    const session = readSession(
      '?deviceId=d1&userId=u1&sessionId=s1&orderId=o9&gather=g',
      memoryStorage(),
    );
    expect(session).toMatchObject({
      deviceId: 'd1',
      userId: 'u1',
      sessionId: 's1',
      orderId: 'o9',
      gather: 'g',
    });
    expect(session.building).toBe('');
  });

  test('product_id and productId are mirrored', () => {
    expect(readSession('?product_id=7', memoryStorage()).productId).toBe('7');
    expect(sessionQuery(readSession('?productId=8', memoryStorage()))).toMatchObject({
      productId: '8',
      product_id: '8',
    });
  });

  test('a productId wins over an empty product_id', () => {
    expect(readSession('?productId=5&product_id=', memoryStorage()).productId).toBe('5');
  });

  test('a reload without the values in the URL keeps the stored ones', () => {
    const storage = memoryStorage({
      'hiram.session': JSON.stringify({
        userId: 'kept',
        sessionId: 'old',
        swift: 'h1',
        lang: 'fil',
      }),
    });
    expect(readSession('', storage)).toMatchObject({
      userId: 'kept',
      sessionId: 'old',
      swift: 'h1',
      lang: 'fil',
    });
  });

  test("another borrower's URL drops the order, product and currency kept for the one before", () => {
    const storage = memoryStorage({
      'hiram.session': JSON.stringify({
        userId: 'earlier',
        orderId: '5001',
        productId: '11',
        currencyType: '1',
        lang: 'fil',
      }),
    });
    expect(readSession('?userId=next&productId=12', storage)).toMatchObject({
      userId: 'next',
      productId: '12',
      orderId: '',
      currencyType: '',
      lang: 'fil',
    });
    // The same borrower opening another page keeps them.
    expect(readSession('?userId=earlier&sessionId=s2', storage)).toMatchObject({
      orderId: '5001',
      currencyType: '1',
    });
  });

  test('a URL that names a borrower brings the whole identity: nothing of the one kept mixes in', () => {
    const storage = memoryStorage({
      'hiram.session': JSON.stringify({
        userId: 'earlier',
        sessionId: 'old',
        mobilePhone: '09170000000',
        swift: 'h1',
        lang: 'fil',
      }),
    });
    // A web view reused after an account switch, its URL without the phone.
    const session = readSession('?userId=next&sessionId=new', storage);
    expect(session).toMatchObject({ userId: 'next', sessionId: 'new', mobilePhone: '' });
    // The header values and the page's are groups of their own.
    expect(session).toMatchObject({ swift: 'h1', lang: 'fil' });
    expect(readSession('?eyes=e2', storage)).toMatchObject({
      userId: 'earlier',
      swift: '',
      eyes: 'e2',
    });
  });

  test('junk in storage is ignored', () => {
    expect(readSession('', memoryStorage({ 'hiram.session': '{not json' })).userId).toBe('');
    expect(
      readSession('', memoryStorage({ 'hiram.session': JSON.stringify({ userId: 5, evil: 'x' }) })),
    ).not.toHaveProperty('evil');
  });

  test('without storage, the history entry carries the session; storage and then the URL win over it', () => {
    const carried = withSessionCarried(
      { idx: 2 },
      readSession('?userId=entry&sessionId=entry&deviceId=entry', null),
    );
    expect(readSession('', null, carried)).toMatchObject({ userId: 'entry', sessionId: 'entry' });
    const storage = memoryStorage({ 'hiram.session': JSON.stringify({ userId: 'stored' }) });
    expect(readSession('', storage, carried)).toMatchObject({
      userId: 'stored',
      sessionId: 'entry',
      deviceId: 'entry',
    });
    expect(readSession('?sessionId=url', storage, carried)).toMatchObject({
      userId: '',
      sessionId: 'url',
      deviceId: '',
    });
  });

  test('a history state that carries no session, or junk, adds nothing', () => {
    for (const state of [
      null,
      'text',
      { idx: 1 },
      { hiramSession: 'x' },
      { hiramSession: { userId: 5 } },
    ])
      expect(readSession('', null, state).userId).toBe('');
    expect(readSession('', null, { hiramSession: { evil: 'x' } })).not.toHaveProperty('evil');
  });
});

describe('tidyAddress', () => {
  test('removes identity and header values, keeps page values and the hash', () => {
    expect(
      tidyAddress(
        'https://app.example/loanDetail?userId=u&sessionId=s&swift=w&orderId=9&lang=id#top',
      ),
    ).toBe('/loanDetail?orderId=9&lang=id#top');
  });

  test('null when nothing needs removing', () => {
    expect(tidyAddress('https://app.example/loanDetail?orderId=9')).toBeNull();
    expect(tidyAddress('https://app.example/')).toBeNull();
    expect(tidyAddress('https://app.example/promo.html#/?templateId=9')).toBeNull();
  });

  test('one leading slash of several: `//loanDetail` would name a host, and the address stay', () => {
    expect(tidyAddress('https://app.example//loanDetail?userId=u&orderId=9')).toBe(
      '/loanDetail?orderId=9',
    );
    expect(tidyAddress('https://app.example///x/index.html')).toBe('/x');
    expect(tidyAddress('https://app.example//loanDetail?orderId=9')).toBe('/loanDetail?orderId=9');
  });

  test("drops the prerendered file's name, which no route has", () => {
    expect(tidyAddress('https://app.example/loanDetail/index.html?orderId=9#top')).toBe(
      '/loanDetail?orderId=9#top',
    );
    expect(tidyAddress('https://app.example/index.html')).toBe('/');
    expect(tidyAddress('https://app.example/About/INDEX.HTML?userId=u')).toBe('/About');
  });
});

describe('withPageProduct', () => {
  const session = readSession('?userId=u&productId=11&orderId=5', memoryStorage());

  test("the product the page's address names wins, in either spelling", () => {
    expect(sessionQuery(withPageProduct(session, '?productId=12'))).toMatchObject({
      userId: 'u',
      productId: '12',
      product_id: '12',
    });
    expect(withPageProduct(session, '?product_id=13').productId).toBe('13');
    expect(withPageProduct(session, '?productId=14&product_id=13').productId).toBe('14');
    expect(withPageProduct(session, '?productId=12').orderId).toBe('5');
  });

  test("an address with no product, or an empty one, keeps the session's", () => {
    expect(withPageProduct(session, '')).toBe(session);
    expect(withPageProduct(session, '?orderId=9&productId=')).toBe(session);
  });
});

describe('sessionQuery', () => {
  test('carries the identity values and both product ids, not the header values', () => {
    const query = sessionQuery(
      readSession('?deviceId=d&mobilePhone=0917&building=b&productId=3', memoryStorage()),
    );
    expect(Object.keys(query).sort()).toEqual(
      [
        'deviceId',
        'merchantNumber',
        'mobilePhone',
        'productId',
        'product_id',
        'sessionId',
        'userId',
      ].sort(),
    );
    expect(query).toMatchObject({
      deviceId: 'd',
      mobilePhone: '0917',
      productId: '3',
      product_id: '3',
    });
  });
});
