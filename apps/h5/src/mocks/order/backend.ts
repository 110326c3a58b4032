import type { MockStore } from '../domains.ts';
import { type Backend, field, ok } from '../shared/answers.ts';

export function orderBackend(store: MockStore) {
  return {
    loanDetails: () => ok(store.order),
    googleScore: () => {
      store.order = { ...store.order, isScore: 0 };
      return ok(null);
    },
    saveEvent: () => ok(null),
    unionErrorInfo: () => ok(store.unionError),
    because: () => ok(null),
    define: (input) =>
      ok({ url: `https://apply.example.com/products/${field(input, 'productId')}` }),
  } satisfies Partial<Backend>;
}
