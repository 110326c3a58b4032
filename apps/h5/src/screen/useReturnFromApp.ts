import { useEffect, useEffectEvent, useState } from 'react';

/**
 * For a page whose link may open another app (an e-wallet, or a messaging app's browser handing
 * it on) while the page itself stays: call the returned `away()` once the link is followed, and
 * `onReturn` runs when the page, hidden since, shows again, as the borrower is back on it.
 */
export function useReturnFromApp(onReturn: () => void): () => void {
  const [away, setAway] = useState(false);
  const returned = useEffectEvent(() => {
    setAway(false);
    onReturn();
  });
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
  return () => setAway(true);
}
