import { whenIdle } from '@hiram/ui';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { bridge } from '../bridge/index.ts';
import { linkGuard } from '../link/index.ts';
import { BackShownProvider } from '../screen/backShown.ts';
import { useNavigateOnce } from '../screen/useNavigateOnce.ts';
import { isFirstPage } from '../screen/usePageBack.ts';
import { MovedWithinAppProvider, useTrackMovedWithinApp } from './movedWithinApp.ts';
import { useScrollRestore } from './useScrollRestore.ts';

/** No landmark of its own: each screen's layout says where its main content and its banner are. */
const Shell = styled.div`
  min-height: 100vh;
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
`;

/** Same-origin links that pass the guard go through the router instead of reloading. */
function useGuardedRouting(): void {
  const navigate = useNavigateOnce();
  useEffect(() => {
    linkGuard.configure({ navigateInApp: (path, { replace }) => navigate(path, { replace }) });
    return () => linkGuard.configure({ navigateInApp: undefined });
  }, [navigate]);
}

/** The history's state changes only with the location, which renders the shell anyway. */
const noChanges = () => () => {};

/**
 * The first page's back closes the web view, which in a plain browser means going back: a link
 * opened in a new tab or a messaging app's browser has nowhere to go, and a page framed in a
 * dialog must not leave its host. There the button would do nothing, so it is not shown. Decided
 * once the page is idle, a second after it shows: a native app may inject its bridge only when
 * the page has loaded, and until then the button stays.
 */
function useBackLeadsSomewhere(): boolean {
  const location = useLocation();
  // The prerendered page was a first page; the browser's state says more once hydrated.
  const first = useSyncExternalStore(
    noChanges,
    () => isFirstPage(location),
    () => true,
  );
  const [closes, setCloses] = useState(true);
  useEffect(() => whenIdle(() => setCloses(bridge.closes())), []);
  return !first || closes;
}

export function AppShell({ children }: { children: ReactNode }) {
  useGuardedRouting();
  useScrollRestore();
  const moved = useTrackMovedWithinApp();
  return (
    <MovedWithinAppProvider value={moved}>
      <BackShownProvider value={useBackLeadsSomewhere()}>
        <Shell>{children}</Shell>
      </BackShownProvider>
    </MovedWithinAppProvider>
  );
}
