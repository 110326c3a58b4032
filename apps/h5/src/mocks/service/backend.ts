import type { MockStore } from '../domains.ts';
import { type Backend, ok } from '../shared/answers.ts';

export function serviceBackend(store: MockStore) {
  return {
    contactKfInfo: () => ok(store.contact),
  } satisfies Partial<Backend>;
}
