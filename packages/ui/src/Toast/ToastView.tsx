import type { CSSProperties } from 'react';
import { keyframes, styled } from 'styled-components';
import { useUiStrings } from '../locale/useUiStrings.ts';
import { toastPosition, type ViewportBox } from './toastPosition.ts';
import type { ToastState } from './toastStore.ts';

export interface ToastViewProps {
  /** The toast on screen; `null` keeps only the empty live region. */
  toast: ToastState | null;
  /** The visible area to centre in; the whole window when `null`. */
  viewport?: ViewportBox | null | undefined;
}

const enter = keyframes`
  from { opacity: 0; transform: translate(-50%, -50%) scale(0.96); }
  to { opacity: 1; transform: translate(-50%, -50%); }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

/** Announces whatever it holds; stays mounted so screen readers watch it before text arrives. */
const LiveRegion = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  width: 0;
  height: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  pointer-events: none;
`;

const Bubble = styled.div<{ $loading: boolean }>`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  box-sizing: border-box;
  width: max-content;
  max-width: calc(100vw - 32px);
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  overscroll-behavior: contain;
  display: flex;
  flex-direction: ${({ $loading }) => ($loading ? 'column' : 'row')};
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: ${({ $loading }) => ($loading ? '120px' : '0')};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.toast};
  color: ${({ theme }) => theme.color.onToast};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  text-align: center;
  overflow-wrap: break-word;
  word-break: break-word;
  animation: ${enter} ${({ theme }) => `${theme.motion.normal} ${theme.motion.easing}`};

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Spinner = styled.span`
  flex: none;
  width: 28px;
  height: 28px;
  border: 3px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/**
 * A toast takes no tap (it often sits over the control it asks for), unless its text scrolls:
 * then a finger can scroll it and it is a tab stop, so a keyboard can. Measured once as it
 * mounts, not with `useScrollable`: the toast is on every page's first load, that hook is in the
 * modal chunk, and a toast's text does not change while it shows.
 */
const tabStopIfScrolls = (bubble: HTMLDivElement | null) => {
  if (bubble && bubble.scrollHeight > bubble.clientHeight) {
    bubble.tabIndex = 0;
    bubble.style.pointerEvents = 'auto';
  }
};

/** What `<ToastHost />` draws; rendered alone it shows any toast state without the store. */
export function ToastView({ toast, viewport }: ToastViewProps) {
  const strings = useUiStrings();
  let style: CSSProperties | undefined;
  if (viewport) {
    style = toastPosition(viewport);
  }
  return (
    <LiveRegion role="status" aria-live="polite" aria-atomic="true">
      {toast && (
        <Bubble
          key={toast.id}
          ref={tabStopIfScrolls}
          $loading={toast.kind === 'loading'}
          style={style}
        >
          {toast.kind === 'loading' && <Spinner role="img" aria-label={strings.loading} />}
          {toast.message}
        </Bubble>
      )}
    </LiveRegion>
  );
}
