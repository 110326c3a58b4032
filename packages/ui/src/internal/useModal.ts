import type { RefObject } from 'react';
import { useEscape } from './useEscape.ts';
import { useFocusTrap } from './useFocusTrap.ts';
import { useScrollLock } from './useScrollLock.ts';

/** What a modal overlay needs while it is mounted: scroll lock, focus trap, Escape. */
export function useModal(
  container: RefObject<HTMLElement | null>,
  onClose: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
): void {
  useScrollLock();
  useFocusTrap(container, initialFocus);
  useEscape(onClose);
}
