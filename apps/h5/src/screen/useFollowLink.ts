import { useCallback } from 'react';
import { linkGuard } from '../link/index.ts';
import { useStillShown } from './useStillShown.ts';

/**
 * The link guard's `navigate` for a link an answer brings: once the borrower has gone back from
 * the screen, it does nothing (false), so a late answer never moves them again.
 */
export function useFollowLink(): typeof linkGuard.navigate {
  const stillShown = useStillShown();
  return useCallback(
    (raw, options) => stillShown() && linkGuard.navigate(raw, options),
    [stillShown],
  );
}
