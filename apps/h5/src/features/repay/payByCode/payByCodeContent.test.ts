import { describe, expect, test } from 'vitest';
import { REPAYMENT_INFO_KEY } from '../shared/repaymentInfo.ts';
import { codeFromQuery, readPayByCode } from './payByCodeContent.ts';

/** The borrower and order the page is opened for. */
const owner = { userId: '10001', orderId: '9001' };

/** Saved as the repay screens save it: for this page's borrower and order, unless it says whose. */
const saved = (value: unknown) => {
  const whose = typeof value === 'object' && value !== null && !('owner' in value);
  const text =
    typeof value === 'string' ? value : JSON.stringify(whose ? { ...value, owner } : value);
  return () => ({
    getItem: (key: string) => (key === REPAYMENT_INFO_KEY ? text : null),
    setItem: () => {},
  });
};
const nothingSaved = () => ({ getItem: () => null, setItem: () => {} });
const closedStorage = () => ({
  getItem: (): string | null => {
    throw new Error('SecurityError');
  },
  setItem: () => {},
});

/** The image rule: https on one host only. */
const image = (raw: unknown) =>
  typeof raw === 'string' && raw.startsWith('https://cdn.example/') ? raw : undefined;

const defDetail = {
  payCode: ' 7788 1234 5566 ',
  logo: 'https://cdn.example/gcash.png',
  title: 'GCash pay code',
  payNotice: { 'E-wallet': [{ name: 'GCash', step: ['Open the app.', 'Pay.'] }] },
};

describe('readPayByCode', () => {
  test("another borrower's or another order's code, or one that does not say whose, is missing", () => {
    const info = { defDetail, repayAmount: 545500 };
    for (const other of [
      { ...owner, userId: '20002' },
      { ...owner, orderId: '9002' },
    ]) {
      expect(readPayByCode(saved({ ...info, owner: other }), image, owner)).toEqual({
        kind: 'missing',
      });
    }
    expect(readPayByCode(saved({ ...info, owner: undefined }), image, owner)).toEqual({
      kind: 'missing',
    });
    expect(readPayByCode(saved(info), image, owner)).toMatchObject({ kind: 'ready' });
  });

  test('nothing saved, or a storage that refuses to be read, is missing', () => {
    expect(readPayByCode(nothingSaved, image, owner)).toEqual({ kind: 'missing' });
    expect(readPayByCode(closedStorage, image, owner)).toEqual({ kind: 'missing' });
  });

  test('an installment shows its code (trimmed), checked logo, amount and instructions', () => {
    expect(readPayByCode(saved({ defDetail, repayAmount: 545500 }), image, owner)).toEqual({
      kind: 'ready',
      code: '7788 1234 5566',
      title: 'GCash pay code',
      logo: 'https://cdn.example/gcash.png',
      total: 545500,
      instructions: defDetail.payNotice,
    });
  });

  test('a rollover pays the delay amount', () => {
    const info = { defDetail, delayInfo: { delayAmount: 136400, title: 'Extend by 91 days' } };
    expect(readPayByCode(saved(info), image, owner)).toMatchObject({
      kind: 'ready',
      total: 136400,
    });
  });

  test('repayAmount wins over the delay amount', () => {
    const info = { defDetail, repayAmount: 1, delayInfo: { delayAmount: 2, title: '' } };
    expect(readPayByCode(saved(info), image, owner)).toMatchObject({ total: 1 });
  });

  test('no amount at all leaves the total unknown', () => {
    expect(readPayByCode(saved({ defDetail }), image, owner)).toMatchObject({
      kind: 'ready',
      total: null,
    });
  });

  test('a refused or absent logo is left out; no payNotice is no instructions', () => {
    const info = {
      defDetail: { ...defDetail, logo: 'javascript:alert(1)', payNotice: null },
      repayAmount: 100,
    };
    expect(readPayByCode(saved(info), image, owner)).toMatchObject({
      logo: undefined,
      instructions: {},
    });
    const noLogo = { defDetail: { ...defDetail, logo: '' }, repayAmount: 100 };
    expect(readPayByCode(saved(noLogo), image, owner)).toMatchObject({ logo: undefined });
  });

  test.each([
    ['not JSON', '{"defDetail":'],
    ['no defDetail', { repayAmount: 100 }],
    ['a negative amount', { defDetail, repayAmount: -5 }],
    ['a fractional amount', { defDetail, repayAmount: 1.5 }],
    ['a blank code', { defDetail: { ...defDetail, payCode: '  ' }, repayAmount: 100 }],
    ['null', 'null'],
  ])('%s is broken', (_, value) => {
    expect(readPayByCode(saved(value), image, owner)).toEqual({ kind: 'broken' });
  });
});

describe('codeFromQuery', () => {
  test('a code or QR in the query is shown by /repaymentOfCode, with the same query', () => {
    expect(codeFromQuery('?showType=2&payCodeImg=%2Fqr.png&repayAmount=150000')).toBe(
      '/repaymentOfCode?showType=2&payCodeImg=%2Fqr.png&repayAmount=150000',
    );
    expect(codeFromQuery('?payCode=PJJ123C')).toBe('/repaymentOfCode?payCode=PJJ123C');
  });

  test('without one, the saved repaymentInfo is the page', () => {
    expect(codeFromQuery('')).toBeNull();
    expect(codeFromQuery('?orderId=9&repayAmount=150000')).toBeNull();
  });
});
