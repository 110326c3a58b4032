import type { MockStore } from '../domains.ts';
import { orderDetail } from '../order/fixtures.ts';
import { setOrder } from '../order/store.ts';
import { DEMO_SMS_CODE } from '../promo/fixtures.ts';
import { type Backend, fail, field, ok } from '../shared/answers.ts';

export function repayBackend(store: MockStore) {
  return {
    loanPlayDetail: () => ok(store.installment),
    catalysts: () => ok(store.rollover),
    /** A new pay code for the chosen channel, shown by the in-app screen that reads its query. */
    generateVcode: (input) => {
      const query = new URLSearchParams({
        showType: '1',
        payCode: store.nextId('77881234556'),
        repayAmount: field(input, 'amount'),
      });
      return ok({ payUrl: `/repaymentOfCode?${query}` });
    },
    repaymentWay: () => ok(store.repaymentWay),
    repaymentCommit: (input) => {
      const id = store.nextId('RR');
      store.repayments.set(id, {
        id,
        orderId: field(input, 'orderId'),
        amount: Number(field(input, 'amount')),
        confirmed: false,
      });
      return ok({ needValid: field(input, 'sendMsg') === '1' ? 1 : 0, repayRecordId: id });
    },
    repaymentConfirm: (input) => {
      const record = store.repayments.get(field(input, 'repaymentRecordId'));
      if (!record) return fail(800001, 'Repayment record not found');
      if (record.confirmed) return fail(800005, 'Duplicate payment request');
      if (field(input, 'verifyCode') !== DEMO_SMS_CODE) {
        return fail(800006, 'The verification code is incorrect');
      }
      record.confirmed = true;
      setOrder(store, orderDetail(200));
      return ok(null);
    },
    // The demo has no payment partner: its page would send the borrower back to the order, so
    // the mock sends them there at once, on this origin, where the link guard lets them go.
    repaymentHuichao: (input) => {
      const query = new URLSearchParams({ orderId: field(input, 'orderId'), from: 'huichao' });
      return ok({ url: `/loanDetail?${query}` });
    },
  } satisfies Partial<Backend>;
}
