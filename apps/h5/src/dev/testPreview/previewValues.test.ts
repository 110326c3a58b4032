import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { problemInitSchema } from '../../api/schemas/complaint.ts';
import { defDetailSchema } from '../../api/schemas/repay.ts';
import { chosenTags, describeQuery } from '../../features/complaint/describe/describeQuery.ts';
import { problemIdFrom } from '../../features/complaint/details/complaintDetailScreen.ts';
import { codePageFrom } from '../../features/repay/codeInstructions/codeQuery.ts';
import { parseCodeOrQrQuery } from '../../features/repay/codeOrQr/codeOrQrQuery.ts';
import { amountToPay } from '../../features/repay/shared/pageQuery.ts';
import { barcodeValue } from '../../features/repay/shared/repayScreen.ts';
import { complaints, problemInit } from '../../mocks/complaint/fixtures.ts';
import { defDetail, installment } from '../../mocks/repay/fixtures.ts';
import { paths } from '../../paths/index.ts';
import { emptySession } from '../../session/index.ts';
import { initialPreviewValues, previewHref } from './previewValues.ts';

describe('test preview values', () => {
  test('the session wins over demo values; the scenario comes from the page', () => {
    const values = initialPreviewValues(
      { ...emptySession(), userId: '42', lang: 'id' },
      'order-174-delay',
    );
    expect(values.userId).toBe('42');
    expect(values.lang).toBe('id');
    expect(values.deviceId).not.toBe('');
    expect(values.scenario).toBe('order-174-delay');
  });

  test('href carries every filled value and both product ids, and keeps a hash', () => {
    const values = initialPreviewValues(emptySession(), '');
    const url = new URL(
      previewHref('/promo.html#/', { ...values, orderId: '' }),
      'https://x.example',
    );
    expect(url.pathname).toBe('/promo.html');
    expect(url.hash).toBe('#/');
    expect(url.searchParams.get('productId')).toBe(values.productId);
    expect(url.searchParams.get('product_id')).toBe(values.productId);
    expect(url.searchParams.has('orderId')).toBe(false);
    expect(url.searchParams.has('scenario')).toBe(false);
  });

  describe("screens that need more than the device values: the link carries the mock's", () => {
    const values = initialPreviewValues(emptySession(), '');
    const linkTo = (path: string) => new URL(previewHref(path, values), 'https://x.example');
    /** The installment's amount due and pay code, as the demo's order asks for them. */
    const amountDue = installment().repayAmount;
    const payCode = barcodeValue(v.parse(defDetailSchema, defDetail()).payCode);

    test.each([
      paths.paymentWay.path,
      paths.carpmm.path,
      paths.repaymentOfCode.path,
      paths.complainDetails.path,
      paths.complainPageNext.path,
    ])('%s keeps the device values', (path) => {
      const url = linkTo(path);
      expect(url.pathname).toBe(path);
      expect(url.searchParams.get('userId')).toBe(values.userId);
      expect(url.searchParams.get('orderId')).toBe(values.orderId);
      expect(url.searchParams.get('product_id')).toBe(values.productId);
    });

    test('card repayment: the amount due', () => {
      expect(amountToPay(linkTo(paths.paymentWay.path).searchParams.get('amount'))).toBe(amountDue);
    });

    test('the pay-code instructions: the pay code and its amount', () => {
      const { search } = linkTo(paths.carpmm.path);
      expect(codePageFrom(search, values).request).toEqual({
        kind: 'code',
        payCode,
        amount: amountDue,
      });
    });

    test('the generated code page: the code shown, and its amount', () => {
      expect(parseCodeOrQrQuery(linkTo(paths.repaymentOfCode.path).search)).toMatchObject({
        show: 'code',
        payCode,
        amount: amountDue,
      });
    });

    test('complaint details: a complaint the mock has, answered and to be rated', () => {
      const problemId = problemIdFrom(linkTo(paths.complainDetails.path).search);
      const complaint = complaints().find(({ id }) => id === problemId);
      expect(complaint?.disposeDetail).not.toBe('');
      expect(complaint?.isNeedScore).toBe(1);
    });

    test("describing a complaint: a type the mock offers, on the mock's order", () => {
      const query = describeQuery(linkTo(paths.complainPageNext.path).search);
      const init = v.parse(problemInitSchema, problemInit());
      expect(query && chosenTags(init, query)).toEqual(['Repayment']);
      expect(init.orderList.map(({ orderNo }) => orderNo)).toContain(query?.orderNo);
      expect(query?.orderNo).toBe(init.orderDetail?.orderNo);
    });

    test('other screens carry only the device values', () => {
      const url = linkTo(paths.loanDetail.path);
      const keys = [...url.searchParams.keys()];
      expect(keys.filter((key) => key !== 'product_id' && !(key in values))).toEqual([]);
    });
  });
});
