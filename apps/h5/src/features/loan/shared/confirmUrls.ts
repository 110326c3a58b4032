import type { Session } from '../../../session/index.ts';

/** Spec section 4: after the loan push the borrower lands on the lend details URL with from=confirm. */
export function withFromConfirm(url: string): string {
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  query.set('from', 'confirm');
  return `${path}?${query}${hash}`;
}

/** The product being confirmed: the page's query (either spelling), else the session's. */
export function confirmProductId(search: string, session: Pick<Session, 'productId'>): string {
  const query = new URLSearchParams(search);
  return query.get('productId') || query.get('product_id') || session.productId;
}
