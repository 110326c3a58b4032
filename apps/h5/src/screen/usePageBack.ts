import { useCallback, useRef } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router-dom';
import { bridge } from '../bridge/index.ts';

/** Whether `location` is the first the app showed: the router keys every later one. */
export const isFirstPage = (location: Pick<Location, 'key'>): boolean => location.key === 'default';

/** Back inside the app, or close the web view when this is the first page the app showed. */
export function usePageBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const first = isFirstPage(location);
  return useCallback(() => {
    if (first) bridge.closeWebView();
    else navigate(-1);
  }, [first, navigate]);
}

/**
 * Back to the page this one was opened from, which shows `href`; on the first page the app showed,
 * `href` takes this page's place. A form's page leaves this way once sent, so Back neither finds
 * the spent form nor shows the page it returned to a second time.
 */
export function useReturnTo(href: string): () => void {
  const navigate = useNavigate();
  const first = isFirstPage(useLocation());
  // Once: a second call before the page has gone would go back a page further.
  const returned = useRef(false);
  return useCallback(() => {
    if (returned.current) return;
    returned.current = true;
    if (first) navigate(href, { replace: true });
    else navigate(-1);
  }, [first, href, navigate]);
}
