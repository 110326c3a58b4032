import { useEffect, useRef, useState } from 'react';
import type { OrderDetail } from '../../../api/index.ts';
import { linkGuard } from '../../../link/index.ts';
import { getSession, sessionQuery } from '../../../session/index.ts';
import { redirectTarget } from './playedRedirect.ts';

/** Whether the guard would let `target` out of this app. */
function leavesApp(target: string): boolean {
  const link = linkGuard.check(target);
  return link.ok && link.external;
}

interface Outcome {
  order: OrderDetail;
  target: string;
  left: boolean;
}

/**
 * Leaves for the order's playeduL (with the session values, replacing this page) through the
 * link guard, once per answer; a target the guard refused is not tried (nor toasted) again when
 * a fresh answer names it (back from another app). True while the page should stay quiet: the
 * redirect is yet to run or the borrower is on the way out; false when there is none or the
 * guard refused it.
 */
export function usePlayedRedirect(order: OrderDetail | null): boolean {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const attempted = useRef<OrderDetail | null>(null);
  const target = order ? redirectTarget(order, sessionQuery(getSession()), leavesApp) : null;
  const refused = outcome && !outcome.left ? outcome.target : null;

  useEffect(() => {
    if (!order || target === null || target === refused || attempted.current === order) return;
    attempted.current = order;
    setOutcome({ order, target, left: linkGuard.navigate(target, { replace: true }) });
  }, [order, target, refused]);

  if (target === null || target === refused) return false;
  return outcome?.order !== order || outcome.left;
}
