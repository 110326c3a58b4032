/** A navigation already sent from a page: the page's location key and the path it went to. */
export interface SentNavigation {
  from: string;
  to: string;
}

/** The page shown when a navigation is asked for: its location key and its path. */
export interface ShownPage {
  key: string;
  path: string;
}

export type NavigationPlan = { go: false } | { go: true; replace: boolean; sent: SentNavigation };

/**
 * What a navigation to `to` (a normalised path) does. The same path asked again from the same
 * page is a second tap: while the next screen's code loads the old screen still shows, and
 * pushing again would leave a copy that Back lands on. A path to the page shown replaces it.
 */
export function planNavigation(
  to: string,
  shown: ShownPage,
  sent: SentNavigation | null,
  replace = false,
): NavigationPlan {
  if (sent?.from === shown.key && sent.to === to) return { go: false };
  return { go: true, replace: replace || to === shown.path, sent: { from: shown.key, to } };
}
