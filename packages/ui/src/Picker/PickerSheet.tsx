import type { ReactNode, RefObject } from 'react';
import { BottomSheet } from '../internal/BottomSheet.tsx';
import { PickerToolbar, type PickerToolbarProps } from './PickerToolbar.tsx';

export interface PickerSheetProps extends PickerToolbarProps {
  /** The element to focus on open, e.g. the option that holds the list's tab stop. */
  initialFocus: RefObject<HTMLElement | null>;
  /** What to choose from, under the toolbar; it scrolls itself. */
  children: ReactNode;
}

/**
 * The open sheet every picker shares: named by its title, with Cancel and Confirm above the
 * choices. Escape and a tap on the backdrop cancel.
 */
export function PickerSheet({ initialFocus, children, ...toolbar }: PickerSheetProps) {
  return (
    <BottomSheet
      onClose={toolbar.onCancel}
      initialFocus={initialFocus}
      labels={{ 'aria-labelledby': toolbar.titleId }}
    >
      <PickerToolbar {...toolbar} />
      {children}
    </BottomSheet>
  );
}
