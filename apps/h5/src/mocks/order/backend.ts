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
    // A store page on a host the brand allows (fictional app id): the demo's product opens.
    define: (input) =>
      ok({
        url: `https://play.google.com/store/apps/details?id=ph.example.product${field(input, 'productId')}`,
      }),
  } satisfies Partial<Backend>;
}
