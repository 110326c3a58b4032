import type { MockStore } from '../domains.ts';

export function emptyComplaintLists(store: MockStore): void {
  store.problemInit.orderList = [];
  store.problemInit.orderDetail = null;
  store.complaints = [];
}
