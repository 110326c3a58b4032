import { legacyTargets } from '../paths/paths.ts';

/**
 * The in-app path `url` (same origin) names, with the spec's legacy hash targets mapped as
 * contract section 2 says: `#/borrowDetail/?orderId=5` is `/loanDetail?orderId=5`. A legacy
 * target's own query joins the URL's, and wins where both name a value.
 */
export function inAppPath(url: URL): string {
  const prefix =
    url.pathname === '/'
      ? Object.keys(legacyTargets).find((legacy) => url.hash.startsWith(legacy))
      : undefined;
  const target = prefix === undefined ? undefined : legacyTargets[prefix];
  if (prefix === undefined || target === undefined) {
    return `${url.pathname}${url.search}${url.hash}`;
  }
  const query = new URLSearchParams(url.search);
  const rest = url.hash.slice(prefix.length);
  const queryAt = rest.indexOf('?');
  if (queryAt !== -1) {
    for (const [name, value] of new URLSearchParams(rest.slice(queryAt + 1)))
      query.set(name, value);
  }
  const search = query.toString();
  return `${target}${search ? `?${search}` : ''}`;
}
