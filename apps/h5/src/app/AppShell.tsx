import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { styled } from 'styled-components';
import { useDocumentTitle } from './useDocumentTitle.ts';

const Progress = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: 3px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  background: ${({ theme }) => theme.color.accent};
  transform-origin: left;
  animation: grow 1.2s ${({ theme }) => theme.motion.easing} infinite;

  @keyframes grow {
    from { transform: scaleX(0); }
    to { transform: scaleX(1); }
  }
`;

const Main = styled.main`
  min-height: 100vh;
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
`;

/** Wraps every screen: document title, a thin bar while the next screen loads, scroll restore. */
export function AppShell() {
  useDocumentTitle();
  const navigation = useNavigation();
  return (
    <Main>
      {navigation.state === 'loading' && <Progress aria-hidden="true" />}
      <Outlet />
      <ScrollRestoration />
    </Main>
  );
}
