import type { UrlCheck } from '../../link/index.ts';
import type { Session } from '../../session/index.ts';

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

/** Inline pictures cannot run script or leave the app inside `<img>`; the mock's logos are such. */
const INLINE_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|svg\+xml)[;,]/i;

/** A server-given logo address the link guard allows, or undefined (no picture). */
export function logoSrc(raw: string, check: (raw: unknown) => UrlCheck): string | undefined {
  if (INLINE_IMAGE.test(raw)) return raw;
  const link = check(raw);
  return link.ok ? link.url : undefined;
}
