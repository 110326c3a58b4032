import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { installmentSchema } from '../../../api/schemas/repay.ts';
import { installment } from '../../../mocks/repay/fixtures.ts';
import { barcodeValue, hasPayCode, paymentChannels, repayScreenBase } from './repayScreen.ts';

const page = (values: Partial<v.InferInput<typeof installmentSchema>> = {}) =>
  v.parse(installmentSchema, { ...installment(), ...values });

/** An image rule that allows https only. */
const image = (raw: unknown) =>
  typeof raw === 'string' && raw.startsWith('https://') ? raw : undefined;

describe('hasPayCode', () => {
  test.each([
    ['7788 1234 5566', true],
    ['A', true],
    ['', false],
    ['   ', false],
  ])('%j -> %s', (payCode, shown) => {
    expect(hasPayCode({ payCode, logo: '', title: '', payNotice: {} })).toBe(shown);
  });
});

describe('repayScreenBase', () => {
  test('the pay-code box carries the code, its title and its checked logo', () => {
    const screen = repayScreenBase(
      page({
        defDetail: { payCode: 'PJJ1', title: 'GCash', logo: 'https://cdn.example/g.png' },
      }),
      image,
    );
    expect(screen.payCode).toEqual({
      code: 'PJJ1',
      title: 'GCash',
      logo: 'https://cdn.example/g.png',
    });
  });

  test('no pay-code box without a code, nor when the server sends no defDetail', () => {
    expect(repayScreenBase(page({ defDetail: null }), image).payCode).toBeNull();
    expect(
      repayScreenBase(page({ defDetail: { payCode: ' ', logo: '', title: 'x' } }), image).payCode,
    ).toBeNull();
  });

  test.each([
    [1, true],
    ['1', true],
    [0, false],
    [2, false],
    [null, false],
  ])('isShowReyTop %j shows the help image: %s', (isShowReyTop, showHelp) => {
    expect(repayScreenBase(page({ isShowReyTop }), image).showHelp).toBe(showHelp);
  });

  test('a refused product logo is left out; the name stays', () => {
    const screen = repayScreenBase(
      page({ productLogo: 'javascript:alert(1)', productName: 'PesoBilis' }),
      image,
    );
    expect(screen.productLogo).toBeUndefined();
    expect(screen.productName).toBe('PesoBilis');
  });
});

describe('paymentChannels', () => {
  test('keeps the order, names and numbers; logos go through the image rule', () => {
    const channels = paymentChannels(
      [
        { name: 'GCash', logo: 'https://cdn.example/g.png', channel_number: '90006' },
        { name: 'Maya', logo: 'data:image/svg+xml,<svg/>', channel_number: '90007' },
      ],
      image,
    );
    expect(channels).toEqual([
      { channelNumber: '90006', name: 'GCash', logo: 'https://cdn.example/g.png' },
      { channelNumber: '90007', name: 'Maya', logo: undefined },
    ]);
  });

  test('numbers sent as numbers become text, as generate-vcode sends them', () => {
    const { repayList } = page({ repayList: [{ name: 'Maya', logo: '', channel_number: 90007 }] });
    expect(paymentChannels(repayList, image)[0]?.channelNumber).toBe('90007');
  });
});

describe('barcodeValue', () => {
  test('drops the spaces that group the code for reading', () => {
    expect(barcodeValue('7788 1234 5566')).toBe('778812345566');
    expect(barcodeValue(' PJJ\t123C ')).toBe('PJJ123C');
    expect(barcodeValue('PJJ-123')).toBe('PJJ-123');
  });
});
