import { type MouseEvent, type PointerEvent, type ReactNode, type RefObject, useRef } from 'react';
import { keyframes, styled } from 'styled-components';
import { Backdrop } from './Backdrop.ts';
import type { ModalLabels } from './modalLabels.ts';
import { Portal } from './Portal.tsx';
import { useModal } from './useModal.ts';

export interface BottomSheetProps {
  /** Escape or a tap on the backdrop. */
  onClose: () => void;
  /** Whether a tap on the backdrop closes the sheet; `true` by default. */
  closeOnBackdrop?: boolean | undefined;
  /** Receives focus on open instead of the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  /** The sheet's accessible name and description. */
  labels: ModalLabels;
  children: ReactNode;
}

const slideUp = keyframes`from { transform: translateY(100%); }`;

const Layout = styled(Backdrop)`
  flex-direction: column;
  justify-content: flex-end;
`;

const Sheet = styled.div`
  display: flex;
  flex-direction: column;
  max-height: 80vh;
  max-height: 80dvh;
  padding: 0 env(safe-area-inset-right) max(16px, env(safe-area-inset-bottom))
    env(safe-area-inset-left);
  border-radius: ${({ theme }) => `${theme.radius.lg} ${theme.radius.lg} 0 0`};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  animation: ${slideUp} ${({ theme }) => `${theme.motion.slow} ${theme.motion.easing}`};

  &:focus { outline: none; }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/**
 * The modal `dialog` panel at the bottom of the screen, mounted while open: the page behind does
 * not scroll and focus stays inside until it unmounts. Its children lay themselves out in its
 * column.
 */
export function BottomSheet({
  onClose,
  closeOnBackdrop = true,
  initialFocus,
  labels,
  children,
}: BottomSheetProps) {
  const sheet = useRef<HTMLDivElement>(null);
  // A press that starts inside the sheet and ends on the backdrop is not a tap on the backdrop.
  const pressedBackdrop = useRef(false);
  useModal(sheet, onClose, initialFocus);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pressedBackdrop.current =
      event.target === event.currentTarget && !sheet.current?.hasAttribute('data-entering');
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdrop && pressedBackdrop.current && event.target === event.currentTarget) {
      onClose();
    }
  };

  // The backdrop is a pointer shortcut; Escape and the sheet's own buttons are the keyboard ways.
  return (
    <Portal>
      <Layout $layer="popup" onPointerDown={onPointerDown} onClick={onClick}>
        <Sheet ref={sheet} role="dialog" aria-modal="true" tabIndex={-1} {...labels}>
          {children}
        </Sheet>
      </Layout>
    </Portal>
  );
}
