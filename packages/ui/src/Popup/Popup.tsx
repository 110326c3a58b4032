import { type ReactNode, type RefObject, useId } from 'react';
import { BottomSheet } from '../internal/BottomSheet.tsx';
import { ModalBody } from '../internal/ModalBody.tsx';
import { ModalHeader } from '../internal/ModalHeader.tsx';
import { modalLabels } from '../internal/modalLabels.ts';
import { useInBrowser } from '../ssr/useInBrowser.ts';

export interface PopupProps {
  /** Shows the sheet; set it back to `false` in `onClose`. */
  open: boolean;
  /** Escape, the close icon or a tap on the backdrop. */
  onClose: () => void;
  /** The heading at the top of the sheet; it also names the sheet. */
  title?: ReactNode | undefined;
  children?: ReactNode | undefined;
  /** Whether a tap on the backdrop closes the sheet; `true` by default. */
  closeOnBackdrop?: boolean | undefined;
  /** Shows a close button in the header. */
  closeIcon?: boolean | undefined;
  /** Receives focus on open instead of the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  /** The accessible name when there is no title; without either the content names the sheet. */
  'aria-label'?: string | undefined;
}

/** A bottom sheet over the page; focus stays inside until it closes. */
export function Popup({ open, ...props }: PopupProps) {
  // Open in server-rendered HTML, it shows once the page has hydrated: the server has no body to
  // put the sheet in, so the page it sent has none.
  const inBrowser = useInBrowser();
  return open && inBrowser ? <OpenPopup {...props} /> : null;
}

function OpenPopup({
  onClose,
  title,
  children,
  closeOnBackdrop,
  closeIcon = false,
  initialFocus,
  'aria-label': label,
}: Omit<PopupProps, 'open'>) {
  const id = useId();
  const ids = { title: `${id}title`, body: `${id}body` };

  return (
    <BottomSheet
      onClose={onClose}
      closeOnBackdrop={closeOnBackdrop}
      initialFocus={initialFocus}
      labels={modalLabels(ids, title != null, label)}
    >
      <ModalHeader titleId={ids.title} title={title} onClose={closeIcon ? onClose : undefined} />
      <ModalBody id={ids.body}>{children}</ModalBody>
    </BottomSheet>
  );
}
