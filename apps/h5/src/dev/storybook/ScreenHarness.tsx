import { type ReactNode, useEffect, useLayoutEffect } from 'react';
import {
  MemoryRouter,
  NavigationType,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router-dom';
import { linkGuard } from '../../link/index.ts';
import { navigations, pagesLeftFor } from './journals.ts';

/** Stands in for every other screen: shows where the borrower landed, and maybe the way back. */
function Landed({ back }: { back: boolean }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="Current route" style={{ display: 'block', overflowWrap: 'anywhere' }}>
        {`${pathname}${search}`}
      </output>
      {back && (
        <button type="button" onClick={() => navigate(-1)}>
          Back from the landed page
        </button>
      )}
    </>
  );
}

/** Records each navigation after the first page, and whether it replaced the page before it. */
function RecordNavigations() {
  const location = useLocation();
  const type = useNavigationType();
  // In the commit that shows the new page, so a play function that sees it sees the record too.
  useLayoutEffect(() => {
    if (type === NavigationType.Pop) return;
    navigations.push({
      to: `${location.pathname}${location.search}`,
      replace: type === NavigationType.Replace,
    });
  }, [location, type]);
  return null;
}

/** Points the link guard at the memory router; links that leave the app are only recorded. */
function GuardInStory() {
  const navigate = useNavigate();
  useEffect(() => {
    linkGuard.configure({
      navigateInApp: (to, { replace }) => navigate(to, { replace }),
      leaveApp: (to, { replace }) => void pagesLeftFor.push({ url: to, replace }),
    });
    return () => linkGuard.configure({ navigateInApp: undefined, leaveApp: undefined });
  }, [navigate]);
  return null;
}

export interface ScreenHarnessProps {
  /** The route pattern the screen is mounted at, e.g. `/loanDetail`. */
  path: string;
  /** The URL the story opens, e.g. `/loanDetail?orderId=9`. */
  url: string;
  /** The pages in the history before `url`, oldest first: none by default, so `url` is the first. */
  before?: readonly string[];
  /** The page the screen leads to has a button that goes back to it. */
  landedBack?: boolean;
  children: ReactNode;
}

/** Mounts a container at its route in a memory router, as the app would. */
export function ScreenHarness({
  path,
  url,
  before = [],
  landedBack = false,
  children,
}: ScreenHarnessProps) {
  return (
    <MemoryRouter initialEntries={[...before, url]} initialIndex={before.length}>
      <GuardInStory />
      <RecordNavigations />
      <Routes>
        <Route path={path} element={children} />
        <Route path="*" element={<Landed back={landedBack} />} />
      </Routes>
    </MemoryRouter>
  );
}
