import type { OrderDetail } from '../../../api/index.ts';
import { IN_PROGRESS } from './orderActions.ts';

/** `url` with `values` added to its query; values the URL already carries are kept. */
export function withQuery(url: string, values: Readonly<Record<string, string>>): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  for (const [key, value] of Object.entries(values)) {
    if (value !== '' && !params.has(key)) params.set(key, value);
  }
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}${hash}`;
}

/**
 * Spec section 4: an order whose status is not 21 and that has a playeduL leaves for it
 * (replacing this page) with the session values; null when it stays. A page of this app
 * (`inApp`) has the session already: its values stay out of the address bar, from which the
 * app removed them (contract section 2) and from which a shared link would hand them out. The
 * caller still sends the result through the link guard.
 */
export function redirectTarget(
  order: Pick<OrderDetail, 'orderStatus' | 'playeduL'>,
  session: Readonly<Record<string, string>>,
  inApp: (target: string) => boolean,
): string | null {
  const target = order.playeduL.trim();
  if (order.orderStatus === IN_PROGRESS || target === '') return null;
  return inApp(target) ? target : withQuery(target, session);
}
