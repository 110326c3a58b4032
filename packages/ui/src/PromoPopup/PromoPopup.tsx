import type { ReactNode } from 'react';
import { LazyLayer } from '../internal/LazyLayer.tsx';
import { lazyModule } from '../internal/lazyModule.tsx';

export interface PromoPopupProps {
  /** Shows the popup; set it back to `false` in `onClose` (the button does not close it). */
  open: boolean;
  /** The offer, in large bold text above the button; it also describes the popup. */
  message: ReactNode;
  /** The button's label, e.g. 'Apply now'. */
  actionText: ReactNode;
  /** The button; when it returns a promise the button stays busy until the promise settles. */
  onAction: () => unknown;
  /** The close icon or Escape. */
  onClose: () => void;
  /** Shows the button busy, e.g. while the action started elsewhere runs. */
  actionBusy?: boolean | undefined;
  /** The popup's accessible name; the built-in "Special offer" by default. */
  'aria-label'?: string | undefined;
}

/** The open popup's code, a chunk of its own. */
export const openPromoPopup = /* @__PURE__ */ lazyModule(() => import('./OpenPromoPopup.tsx'));

/**
 * A modal promotion: a close icon, a message, one button and a pointer that draws the eye to it.
 *
 * The open popup's code is a separate chunk, fetched when the page is idle a second after the
 * popup first renders (`whenIdle`), so it is usually there before it opens; opened sooner, the
 * popup shows once its code arrives.
 */
export function PromoPopup({ open, ...props }: PromoPopupProps) {
  return (
    <LazyLayer open={open} code={openPromoPopup}>
      <openPromoPopup.Component {...props} />
    </LazyLayer>
  );
}
