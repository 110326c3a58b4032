import { modalLayers } from '../internal/modalLayers.ts';

/**
 * Closes the top open overlay (dialog, sheet, picker, image preview, promotion popup) as Escape
 * would, for a phone's back button or gesture. Returns false when no overlay is open, or when the
 * top one must be answered (a `Dialog` without `onClose`): the back is then the caller's.
 */
export function dismissTopLayer(): boolean {
  return modalLayers.top()?.dismiss() ?? false;
}
