import type { ReactNode, RefObject } from 'react';
import type { ButtonVariant } from '../Button/Button.tsx';
import { LazyLayer } from '../internal/LazyLayer.tsx';
import { lazyModule } from '../internal/lazyModule.tsx';

export interface DialogAction {
  key: string;
  text: ReactNode;
  /** `primary` by default. */
  variant?: ButtonVariant | undefined;
  /** When it returns a promise the button stays busy until the promise settles. */
  onClick: () => unknown;
  disabled?: boolean | undefined;
  busy?: boolean | undefined;
}

export interface DialogProps {
  open: boolean;
  title?: ReactNode | undefined;
  /** The content; it scrolls when taller than the screen allows. */
  children?: ReactNode | undefined;
  /** Buttons under the content, in order. */
  actions?: readonly DialogAction[] | undefined;
  /** Shows a close button in the corner. */
  closeIcon?: boolean | undefined;
  /**
   * Escape, the close icon or `dismissTopLayer` (a phone's back). Without it the dialog must be
   * answered through its actions: Escape leaves it open and `dismissTopLayer` leaves the back to
   * its caller.
   */
  onClose?: (() => void) | undefined;
  /** `alertdialog` for messages that need an answer. */
  role?: 'dialog' | 'alertdialog' | undefined;
  /** Receives focus on open instead of the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  /** The accessible name when there is no title; without either the content names the dialog. */
  'aria-label'?: string | undefined;
}

/** The open dialog's code, a chunk of its own. */
export const openDialog = /* @__PURE__ */ lazyModule(() => import('./OpenDialog.tsx'));

/**
 * Fetches the open dialog's code now, beside the code of a dialog that opens as its page loads,
 * rather than once that dialog renders open. A failure is met again when a dialog opens.
 */
export function preloadDialog(): Promise<unknown> {
  return openDialog.load().catch(() => undefined);
}

/**
 * A modal dialog centred over the page; focus stays inside until it closes.
 *
 * The open dialog's code is a separate chunk, fetched when the page is idle a second after the
 * Dialog first renders (`whenIdle`), so it is usually there before the dialog opens; opened
 * sooner, the dialog shows once its code arrives.
 */
export function Dialog({ open, ...props }: DialogProps) {
  return (
    <LazyLayer open={open} code={openDialog}>
      <openDialog.Component {...props} />
    </LazyLayer>
  );
}
