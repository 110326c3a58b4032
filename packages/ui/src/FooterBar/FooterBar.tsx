import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { KEYBOARD_THRESHOLD } from '../internal/keyboardOpen.ts';
import { useKeyboardOpen } from '../internal/useKeyboardOpen.ts';

export interface FooterBarProps {
  /** Usually one block `Button`. */
  children: ReactNode;
  /** How far (px) the visible screen must shrink before the bar counts the keyboard as open. */
  keyboardThreshold?: number;
  /** `true` hides the bar, `false` keeps it shown; by default it hides while the keyboard is up. */
  hidden?: boolean;
  className?: string;
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
  const [height, setHeight] = useState(0);

  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const measure = () => setHeight(element.offsetHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <Spacer style={{ height }} aria-hidden="true" />
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
