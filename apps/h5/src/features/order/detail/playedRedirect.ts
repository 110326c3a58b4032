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
 * (replacing this page) with the session values; null when it stays. Only a link the guard lets
 * out of the app (`leavesApp`) gets them: a page of this app has the session already, and its
 * values stay out of the address bar, from which the app removed them (contract section 2) and
 * from which a shared link would hand them out. A link the guard refuses stays as it came, for
 * the caller's guard to refuse (adding the values would rewrite it into one it accepts).
 */
export function redirectTarget(
  order: Pick<OrderDetail, 'orderStatus' | 'playeduL'>,
  session: Readonly<Record<string, string>>,
  leavesApp: (target: string) => boolean,
): string | null {
  const target = order.playeduL.trim();
  if (order.orderStatus === IN_PROGRESS || target === '') return null;
  return leavesApp(target) ? withQuery(target, session) : target;
}
