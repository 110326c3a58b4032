import { paths } from '../../../paths/index.ts';
import { COLLECTION_TYPE } from '../shared/problemTypes.ts';

/** What a tap on a question type or sub-type leads to. */
export type TypeDecision =
  | { kind: 'chooseOrder' }
  | { kind: 'collectionRefused' }
  | { kind: 'showSubTypes' }
  | { kind: 'next'; href: string };

interface Order {
  orderNo: string;
  isShow: number;
}

/** Spec section 4: the collection type may be sent only for an order whose `isShow` is 1. */
export const allowsCollection = (order: Order | null) => order?.isShow === 1;

/** `/complainPageNext` for the choice; `problemSonType` only when there is one. */
export function nextPageHref(problemType: string, problemSonType: string, orderNo: string) {
  return paths.complainPageNext.href({
    problemType,
    problemSonType: problemSonType || undefined,
    orderNo,
  });
}

/** A tap on type `value`: the collection type opens its sub-types (when it has any). */
export function chooseType(value: string, order: Order | null, subTypeCount: number): TypeDecision {
  if (!order) return { kind: 'chooseOrder' };
  if (value !== COLLECTION_TYPE)
    return { kind: 'next', href: nextPageHref(value, '', order.orderNo) };
  if (!allowsCollection(order)) return { kind: 'collectionRefused' };
  if (subTypeCount > 0) return { kind: 'showSubTypes' };
  return { kind: 'next', href: nextPageHref(value, '', order.orderNo) };
}

/** A tap on collection sub-type `value`, checked again: the order may have changed since. */
export function chooseSubType(value: string, order: Order | null): TypeDecision {
  if (!order) return { kind: 'chooseOrder' };
  if (!allowsCollection(order)) return { kind: 'collectionRefused' };
  return { kind: 'next', href: nextPageHref(COLLECTION_TYPE, value, order.orderNo) };
}
