import { useCallback } from 'react';
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
