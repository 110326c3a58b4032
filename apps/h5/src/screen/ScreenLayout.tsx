import { FooterBar, NavBar } from '@hiram/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { useT } from '../i18n/index.ts';
import { useBackShown } from './backShown.ts';
import type { ResourceState } from './resourceState.ts';
import { ScreenStatus } from './ScreenStatus.tsx';

interface ScreenFrameProps {
  /** The route's title, the page's one `h1`. */
  title: string;
  /** The nav bar's back button. */
  onBack: () => void;
}

/** A screen with nothing to load: a form, a static page. */
export interface StaticScreenProps extends ScreenFrameProps {
  state?: undefined;
  children: ReactNode;
  /** The footer bar's content, usually one block `Button`. */
  footer?: ReactNode;
}

/** A screen over one resource: the skeleton, the failed load with a retry, or the content. */
export interface LoadedScreenProps<T> extends ScreenFrameProps {
  state: ResourceState<T>;
  onRetry: () => void;
  /** The content, once the data is in. */
  children: (data: T) => ReactNode;
  /** The footer bar's content once the data is in, usually one block `Button`. */
  footer?: (data: T) => ReactNode;
}

export type ScreenLayoutProps<T> = StaticScreenProps | LoadedScreenProps<T>;

/**
 * The screen's main landmark, its nav bar and footer bar included, filling the page's height.
 * Shown inside another page, which titles it, the nav bar is for screen readers only.
 */
const Main = styled.main`
  flex: 1 0 auto;
  display: flex;
  flex-direction: column;

  html[data-framed] & > header {
    position: absolute;
    min-height: 0;
    height: 1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
  }
`;

/** The scrolling content under the nav bar, clear of notches and the home indicator. */
const Body = styled.div`
  flex: 1 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg} max(${({ theme }) => theme.space.lg}, env(safe-area-inset-right))
    max(${({ theme }) => theme.space.xl}, env(safe-area-inset-bottom))
    max(${({ theme }) => theme.space.lg}, env(safe-area-inset-left));
`;

function content<T>(props: ScreenLayoutProps<T>): { body: ReactNode; footer: ReactNode } {
  if (props.state === undefined) return { body: props.children, footer: props.footer };
  const { state, onRetry } = props;
  switch (state.status) {
    case 'loading':
      return { body: <ScreenStatus status="loading" />, footer: null };
    case 'error':
      return {
        body: <ScreenStatus status="error" error={state.error} onRetry={onRetry} />,
        footer: null,
      };
    case 'ready':
      return { body: props.children(state.data), footer: props.footer?.(state.data) };
  }
}

/**
 * Every screen's frame: the nav bar with the route's title and a back button, the body, and an
 * optional footer bar that steps aside while the on-screen keyboard is up. Given a `state`, the
 * body shows the load states the same way on every screen and the content only once ready.
 */
export function ScreenLayout<T>(props: ScreenLayoutProps<T>) {
  const t = useT();
  const { body, footer } = content(props);
  const backShown = useBackShown();
  return (
    <Main>
      <NavBar
        title={props.title}
        onBack={backShown ? props.onBack : undefined}
        backLabel={t('app.back')}
      />
      <Body>{body}</Body>
      {footer ? <FooterBar>{footer}</FooterBar> : null}
    </Main>
  );
}
