import { type ReactNode, useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { linkGuard } from '../../link/index.ts';
import { pagesLeftFor } from './journals.ts';

/** Stands in for every other screen: shows where the borrower landed. */
function Landed() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current route">{`${pathname}${search}`}</output>;
}

export interface ScreenHarnessProps {
  /** The route pattern the screen is mounted at, e.g. `/loanDetail`. */
  path: string;
  /** The URL the story opens, e.g. `/loanDetail?orderId=9`. */
  url: string;
  children: ReactNode;
}

/**
 * Mounts a container at its route in a memory router, and points the link guard at that
 * router; a link that would leave the app is recorded in `pagesLeftFor` instead.
 */
export function ScreenHarness({ path, url, children }: ScreenHarnessProps) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path, element: children },
        { path: '*', element: <Landed /> },
      ],
      { initialEntries: [url] },
    ),
  );
  useEffect(() => {
    linkGuard.configure({
      navigateInApp: (to, { replace }) => void router.navigate(to, { replace }),
      leaveApp: (to, { replace }) => void pagesLeftFor.push({ url: to, replace }),
    });
    return () => linkGuard.configure({ navigateInApp: undefined, leaveApp: undefined });
  }, [router]);
  return <RouterProvider router={router} />;
}
