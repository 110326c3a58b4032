import { useCallback, useEffect, useRef } from 'react';

/**
 * Whether the calling screen is still on screen: an answer that comes after the borrower has
 * gone back from it must not move them again, nor close the web view under the page they chose.
 */
export function useStillShown(): () => boolean {
  const shown = useRef(false);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  return useCallback(() => shown.current, []);
}
