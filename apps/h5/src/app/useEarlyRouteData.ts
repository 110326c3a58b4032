import { useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { http } from '../api/client.ts';
import type { ScreenRoute } from '../routes/routeTypes.ts';
import { getSession } from '../session/index.ts';

/**
 * Sends a route's data calls as its screen is routed to, beside the screen's code: after an in-app
 * navigation the code takes round trips to come, and the screen's own calls would wait for it.
 * The screen takes each answer as it asks. A call the entry sent at start-up, not yet taken, is not
 * sent again; a layout effect runs before the screen's own effects, so a screen whose code is
 * already here takes this call instead of sending its own.
 */
export function useEarlyRouteData(route: ScreenRoute) {
  const { search } = useLocation();
  // The calls of the address the screen opened with: the screen asks anew itself as it changes.
  const [calls] = useState(() => route.data?.({ search, session: getSession() }) ?? []);
  useLayoutEffect(() => {
    for (const call of calls) http.prefetch(call);
  }, [calls]);
}
