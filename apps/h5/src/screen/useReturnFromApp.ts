import { useEffect, useEffectEvent } from 'react';

/**
 * While `away`, calls `onReturn` when the page, hidden since, shows again: the link the page
 * followed opened another app (an e-wallet, a messaging app's browser handing it on) and this page
 * was kept, not left, so the borrower is back on it.
 */
export function useReturnFromApp(away: boolean, onReturn: () => void): void {
  const returned = useEffectEvent(onReturn);
  useEffect(() => {
    if (!away) return;
    let hidden = false;
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') hidden = true;
      else if (hidden) returned();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [away]);
}
