import {
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react';
import { keyframes, styled } from 'styled-components';
import { Backdrop } from './Backdrop.ts';
import type { ModalLabels } from './modalLabels.ts';
import { Portal } from './Portal.tsx';
import { useModal } from './useModal.ts';

export interface BottomSheetProps {
  /** Escape or a tap on the backdrop. */
  onClose: () => void;
  /** Whether a tap on the backdrop closes the sheet; `true` by default. */
  closeOnBackdrop?: boolean;
  /** Receives focus on open instead of the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The sheet's accessible name and description. */
  labels: ModalLabels;
  children: ReactNode;
}

const slideUp = keyframes`from { transform: translateY(100%); }`;

/** Android's double-tap timeout: a tap this soon after the one that opened the sheet is its twin. */
const SECOND_TAP_MS = 300;

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

  /* Coming up under the finger that opened it: a second tap goes to the backdrop, which ignores it. */
  &[data-entering] { pointer-events: none; }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/**
 * Whether the sheet is still on its way in: until its slide has ended and a double tap's second
 * tap has had its time. Taps on it meanwhile are the opener's, landing where its buttons arrive.
 */
function useEntering(sheet: RefObject<HTMLElement | null>): boolean {
  const [entering, setEntering] = useState(true);
  useEffect(() => {
    let live = true;
    const slides = sheet.current?.getAnimations?.() ?? [];
    const waited = new Promise((resolve) => setTimeout(resolve, SECOND_TAP_MS));
    Promise.all([waited, ...slides.map((slide) => slide.finished.catch(() => undefined))]).then(
      () => {
        if (live) setEntering(false);
      },
    );
    return () => {
      live = false;
    };
  }, [sheet]);
  return entering;
}

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
  const entering = useEntering(sheet);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pressedBackdrop.current = !entering && event.target === event.currentTarget;
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
        <Sheet
          ref={sheet}
          role="dialog"
          aria-modal="true"
          tabIndex={-1}
          data-entering={entering || undefined}
          {...labels}
        >
          {children}
        </Sheet>
      </Layout>
    </Portal>
  );
}
