import { useCallback, useRef } from 'react';
import { createPath, parsePath, useLocation, useNavigate } from 'react-router-dom';
import { planNavigation, type SentNavigation } from './navigationPlan.ts';

export type NavigateTo = (to: string, options?: { replace?: boolean }) => void;

/**
 * The router's `navigate` for paths, safe against a second tap: it does what `planNavigation`
 * decides. Every in-app navigation to a path goes through it.
 */
export function useNavigateOnce(): NavigateTo {
  const navigate = useNavigate();
  const { key, pathname, search, hash } = useLocation();
  const path = createPath({ pathname, search, hash });
  const sent = useRef<SentNavigation | null>(null);
  return useCallback(
    (to, options = {}) => {
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
    [navigate, key, path],
  );
}
