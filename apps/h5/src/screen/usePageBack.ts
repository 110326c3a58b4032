import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { bridge } from '../bridge/index.ts';

/** Back inside the app, or close the web view when this is the first page the app showed. */
export function usePageBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const isFirstPage = location.key === 'default';
  return useCallback(() => {
    if (isFirstPage) bridge.closeWebView();
    else navigate(-1);
  }, [isFirstPage, navigate]);
}
