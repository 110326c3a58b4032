import {
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useId,
  useRef,
} from 'react';
import { keyframes, styled } from 'styled-components';
import { Backdrop } from '../internal/Backdrop.ts';
import { ModalBody } from '../internal/ModalBody.tsx';
import { ModalHeader } from '../internal/ModalHeader.tsx';
import { modalLabels } from '../internal/modalLabels.ts';
import { Portal } from '../internal/Portal.tsx';
import { useModal } from '../internal/useModal.ts';

export interface PopupProps {
  open: boolean;
  /** Escape, the close icon or a tap on the backdrop. */
  onClose: () => void;
  title?: ReactNode;
  children?: ReactNode;
  /** Whether a tap on the backdrop closes the sheet; `true` by default. */
  closeOnBackdrop?: boolean;
  /** Shows a close button in the header. */
  closeIcon?: boolean;
  /** Receives focus on open instead of the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The accessible name when there is no title; without either the content names the sheet. */
  'aria-label'?: string;
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

/** A bottom sheet over the page; focus stays inside until it closes. */
export function Popup({ open, ...props }: PopupProps) {
  return open ? <OpenPopup {...props} /> : null;
}

function OpenPopup({
  onClose,
  title,
  children,
  closeOnBackdrop = true,
  closeIcon = false,
  initialFocus,
  'aria-label': label,
}: Omit<PopupProps, 'open'>) {
  const id = useId();
  const ids = { title: `${id}title`, body: `${id}body` };
  const sheet = useRef<HTMLDivElement>(null);
  // A press that starts inside the sheet and ends on the backdrop is not a tap on the backdrop.
  const pressedBackdrop = useRef(false);
  useModal(sheet, onClose, initialFocus);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pressedBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdrop && pressedBackdrop.current && event.target === event.currentTarget) {
      onClose();
    }
  };

  return (
    <Portal>
      {/* The backdrop is a pointer shortcut; Escape and the close icon are the keyboard ways out. */}
      <Layout $layer="popup" onPointerDown={onPointerDown} onClick={onClick}>
        <Sheet
          ref={sheet}
          role="dialog"
          aria-modal="true"
          tabIndex={-1}
          {...modalLabels(ids, title != null, label)}
        >
          <ModalHeader
            titleId={ids.title}
            title={title}
            onClose={closeIcon ? onClose : undefined}
          />
          <ModalBody id={ids.body}>{children}</ModalBody>
        </Sheet>
      </Layout>
    </Portal>
  );
}
