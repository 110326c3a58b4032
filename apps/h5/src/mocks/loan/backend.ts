import type { MockStore } from '../domains.ts';
import { orderDetail } from '../order/fixtures.ts';
import { setOrder } from '../order/store.ts';
import { type Backend, ok } from '../shared/answers.ts';

export function loanBackend(store: MockStore) {
  return {
    loanDetailConfirm: () => ok(store.loanConfirm),
    contract: () => ok({ data: store.agreements }),
    contractJump: () => ok({ contract_url: '/loanAgreement' }),
    loanDetailPush: () => {
      setOrder(store, orderDetail(21));
      return ok({ lendDetailsUrl: '/loanDetail' });
    },
    satire: () => ok(store.legacyConfirm),
    // The older API sends the list itself.
    cultures: () => ok(store.agreements),
    misunderstood: () => ok({ url: '/loanAgreement' }),
    depush: () => {
      setOrder(store, orderDetail(21));
      return ok({ url: '/loanDetail' });
    },
  } satisfies Partial<Backend>;
}
