import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { linkGuard } from '../link/index.ts';
import { MovedWithinAppProvider, useTrackMovedWithinApp } from './movedWithinApp.ts';

/** No landmark of its own: each screen's layout says where its main content and its banner are. */
const Shell = styled.div`
  min-height: 100vh;
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
`;

/** Same-origin links that pass the guard go through the router instead of reloading. */
function useGuardedRouting(): void {
  const navigate = useNavigate();
  useEffect(() => {
    linkGuard.configure({ navigateInApp: (path, { replace }) => navigate(path, { replace }) });
    return () => linkGuard.configure({ navigateInApp: undefined });
  }, [navigate]);
}

/** A new screen starts at its top. */
function useScrollToTop(): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new path
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

export function AppShell({ children }: { children: ReactNode }) {
  useGuardedRouting();
  useScrollToTop();
  const moved = useTrackMovedWithinApp();
  return (
    <MovedWithinAppProvider value={moved}>
      <Shell>{children}</Shell>
    </MovedWithinAppProvider>
  );
}
