import { type ReactNode, useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { KEYBOARD_THRESHOLD } from '../internal/keyboardOpen.ts';
import { useKeyboardOpen } from '../internal/useKeyboardOpen.ts';

export interface FooterBarProps {
  /** Usually one block `Button`. */
  children: ReactNode;
  /**
   * How far (px) the visible screen must shrink, while a text field has the focus, before the
   * bar counts the keyboard as open.
   */
  keyboardThreshold?: number | undefined;
  /** `true` hides the bar, `false` keeps it shown; by default it hides while the keyboard is up. */
  hidden?: boolean | undefined;
  className?: string | undefined;
}

const Bar = styled.div<{ $hidden: boolean }>`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.footer};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} max(${({ theme }) => theme.space.lg}, env(safe-area-inset-right))
    max(${({ theme }) => theme.space.md}, env(safe-area-inset-bottom))
    max(${({ theme }) => theme.space.lg}, env(safe-area-inset-left));
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  visibility: ${({ $hidden }) => ($hidden ? 'hidden' : 'visible')};
`;

/** Keeps the page's last lines above the fixed bar. */
const Spacer = styled.div`
  flex: none;
`;

/**
 * The page's bottom action bar, fixed above the home indicator. It steps aside while the on-screen
 * keyboard is up, so it never sits on top of the field being typed in.
 */
export function FooterBar({
  children,
  keyboardThreshold = KEYBOARD_THRESHOLD,
  hidden,
  className,
}: FooterBarProps) {
  const keyboardOpen = useKeyboardOpen(keyboardThreshold, hidden === undefined);
  const isHidden = hidden ?? keyboardOpen;
  const bar = useRef<HTMLDivElement>(null);
  const spacer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = bar.current;
    const space = spacer.current;
    if (!element || !space) return;
    // Sized once layout is done, not during the commit: reading the bar's height there would
    // lay out the whole page inside the task that hydrates it.
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? element.offsetHeight;
      space.style.height = `${height}px`;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <Spacer ref={spacer} aria-hidden="true" />
      <Bar
        ref={bar}
        className={className}
        $hidden={isHidden}
        aria-hidden={isHidden || undefined}
        inert={isHidden}
      >
        {children}
      </Bar>
    </>
  );
}
