import { LazyLayer } from '../internal/LazyLayer.tsx';
import { lazyModule } from '../internal/lazyModule.tsx';
import type { PickerOption } from './OptionList.tsx';
import { useConfirmed } from './useConfirmed.ts';

export interface PickerProps {
  /** Shows the sheet; set it back to `false` in `onConfirm` and `onCancel`. */
  open: boolean;
  /** Heading of the sheet; also names it and its list. */
  title: string;
  /** The choices, in order; `emptyText` shows when there are none. */
  options: readonly PickerOption[];
  /** The confirmed value, `null` for none; makes the picker controlled. */
  value?: string | null | undefined;
  /** The confirmed value at first when uncontrolled. */
  defaultValue?: string | undefined;
  /** Confirm: the value chosen. The parent closes the sheet. */
  onConfirm: (value: string) => void;
  /**
   * Cancel, Escape, a tap on the backdrop, a phone's back (`dismissTopLayer`), or the sheet's
   * code still not here 8 s after opening: nothing chosen in the sheet is kept.
   */
  onCancel: () => void;
  /** The built-in "Confirm" label by default. */
  confirmText?: string | undefined;
  /** The built-in "Cancel" label by default. */
  cancelText?: string | undefined;
  /** Shown when there are no options; the built-in "no options" label by default. */
  emptyText?: string | undefined;
}

const sheet = /* @__PURE__ */ lazyModule(() => import('./OptionSheet.tsx'));

/**
 * A bottom sheet to choose one option. A choice is kept only on Confirm; each opening starts
 * from the confirmed value.
 *
 * The sheet's code is a separate chunk, fetched when the page is idle a second after the picker
 * first renders (`whenIdle`), so it is usually there before the field is tapped; opened sooner,
 * the sheet shows once its code arrives.
 */
export function Picker({ open, value, defaultValue, onConfirm, ...rest }: PickerProps) {
  const [confirmed, confirm] = useConfirmed(value, defaultValue, onConfirm, 'Picker');
  return (
    <LazyLayer open={open} code={sheet} onGiveUp={rest.onCancel}>
      <sheet.Component {...rest} initial={confirmed ?? undefined} onConfirm={confirm} />
    </LazyLayer>
  );
}
