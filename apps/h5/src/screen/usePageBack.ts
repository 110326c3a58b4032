import { SECOND_TAP_MS } from '@hiram/ui';
import { useCallback, useRef } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router-dom';
import { bridge } from '../bridge/index.ts';
import { useStillShown } from './useStillShown.ts';

/**
 * Whether `location` is the first entry the app made in this tab's history, where Back has no
 * page of the app to return to. The browser's router numbers its entries in `history.state`
 * (`idx`) and a replace keeps the number, so a page that took the first one's place (Loan Now's
 * order page) is first too, reloaded or not. Where the window's state is not this location's
 * (a story's in-memory router), the first location is the one the router did not key.
 */
export function isFirstPage(location: Pick<Location, 'key'>): boolean {
  const entry: { key?: unknown; idx?: unknown } | null =
    typeof window === 'undefined' ? null : window.history.state;
  if (typeof entry?.idx === 'number' && (entry.key ?? 'default') === location.key) {
    return entry.idx === 0;
  }
  return location.key === 'default';
}

/** Runs its argument the first time only: a second tap before the page has gone would go further. */
function useOnce(): (run: () => void) => void {
  const done = useRef(false);
  return useCallback((run) => {
    if (done.current) return;
    done.current = true;
    run();
  }, []);
}

/**
 * When the app last went back. A double tap's second tap may land on the Back of the page it
 * returned to, drawn under the finger in between: that tap is the first one's twin.
 */
let lastBack = Number.NEGATIVE_INFINITY;

/** Forgets the last Back: a story starts as a new page would, not as the Back of the one before. */
export function forgetLastBack(): void {
  lastBack = Number.NEGATIVE_INFINITY;
}

/**
 * Back inside the app, or close the web view when this is the first page the app showed. Given
 * the tap's event, it goes by when the tap happened rather than when it is handled: on a busy
 * phone a double tap's second tap waits while the page it returned to is drawn, and may then
 * land on that page's Back (the first page's would close the web view).
 */
export function usePageBack(): (tap?: Pick<Event, 'timeStamp'>) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const once = useOnce();
  return useCallback(
    (tap) => {
      const at = tap?.timeStamp ?? performance.now();
      if (at - lastBack < SECOND_TAP_MS) return;
      if (isFirstPage(location)) {
        lastBack = at;
        bridge.closeWebView();
        return;
      }
      once(() => {
        lastBack = at;
        navigate(-1);
      });
    },
    [location, navigate, once],
  );
}

/**
 * Back to the page this one was opened from, which shows `href`; on the first page the app showed,
 * `href` takes this page's place. A form's page leaves this way once sent, so Back neither finds
 * the spent form nor shows the page it returned to a second time. Once the page has gone (the
 * borrower went back while it was sending), it does nothing.
 */
export function useReturnTo(href: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const once = useOnce();
  const shown = useStillShown();
  return useCallback(() => {
    if (!shown()) return;
    once(() => {
      if (isFirstPage(location)) navigate(href, { replace: true });
      else navigate(-1);
    });
  }, [href, location, navigate, once, shown]);
}
