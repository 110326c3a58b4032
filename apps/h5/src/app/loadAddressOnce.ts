import { tidyAddress } from '../session/index.ts';

type PageWindow = {
  location: Pick<Location, 'href' | 'reload'>;
  navigator: Pick<Navigator, 'onLine'>;
  performance: Pick<Performance, 'getEntriesByType'>;
};

/** The path and query of `href`, as the page shows its address once the session has tidied it. */
function shownAs(href: string): string {
  const url = new URL(tidyAddress(href) ?? href, href);
  return url.pathname + url.search;
}

/**
 * Loads the page at its present address, when it was not loaded at it: a screen's code that
 * cannot come after an in-app move (a deploy took it away, many web views keep a failed chunk
 * failed) comes with a new page. Once only, as that page was loaded at the address; offline never,
 * as a reload would leave the web view on the browser's error page. True when it reloads.
 */
export function loadAddressOnce(win: PageWindow): boolean {
  const loadedAt = win.performance.getEntriesByType('navigation')[0]?.name;
  if (!win.navigator.onLine || !loadedAt) return false;
  if (shownAs(loadedAt) === shownAs(win.location.href)) return false;
  win.location.reload();
  return true;
}
