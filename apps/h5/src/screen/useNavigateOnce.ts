import { useCallback, useEffect, useRef } from 'react';
import { createPath, parsePath, useLocation, useNavigate } from 'react-router-dom';
import { planNavigation, type SentNavigation } from './navigationPlan.ts';
import { useStillShown } from './useStillShown.ts';

export type NavigateTo = (to: string, options?: { replace?: boolean }) => void;

/**
 * The router's `navigate` for paths, safe against a second tap: it does what `planNavigation`
 * decides. Once the screen has gone (an answer that came after the borrower went back), it
 * does nothing. Every in-app navigation to a path goes through it.
 */
export function useNavigateOnce(): NavigateTo {
  const navigate = useNavigate();
  const { key, pathname, search, hash } = useLocation();
  const path = createPath({ pathname, search, hash });
  const sent = useRef<SentNavigation | null>(null);
  // A second tap is one made before the move: back on the page (the shell's navigate outlives
  // its screens), the same link is a new tap.
  // biome-ignore lint/correctness/useExhaustiveDependencies: forgets on each move
  useEffect(() => {
    sent.current = null;
  }, [key]);
  const shown = useStillShown();
  return useCallback(
    (to, options = {}) => {
      if (!shown()) return;
      const plan = planNavigation(
        createPath(parsePath(to)),
        { key, path },
        sent.current,
        options.replace,
      );
      if (!plan.go) return;
      sent.current = plan.sent;
      navigate(to, { replace: plan.replace });
    },
    [navigate, key, path, shown],
  );
}
