import type { MockStore } from '../domains.ts';

export function emptyBankLists(store: MockStore): void {
  store.bankForm.items = [];
}
