import type { ReactNode, RefObject } from 'react';
import type { ButtonVariant } from '../Button/Button.tsx';
import { LazyLayer } from '../internal/LazyLayer.tsx';
import { lazyModule } from '../internal/lazyModule.tsx';

export interface DialogAction {
  /** Tells the buttons apart; unique within `actions`. */
  key: string;
  /** The button's label. */
  text: ReactNode;
  /** `primary` by default. */
  variant?: ButtonVariant | undefined;
  /** When it returns a promise the button stays busy until the promise settles. */
  onClick: () => unknown;
  /** Greys the button out and ignores taps. */
  disabled?: boolean | undefined;
  /** Shows the button busy, e.g. while its request started elsewhere runs. */
  busy?: boolean | undefined;
}

export interface DialogProps {
  /** Shows the dialog; set it back to `false` in `onClose` and in the actions that answer it. */
  open: boolean;
  /** The heading over the content; it also names the dialog. */
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
