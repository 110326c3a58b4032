import { LazyLayer } from '../internal/LazyLayer.tsx';
import { lazyModule } from '../internal/lazyModule.tsx';
import { useConfirmed } from '../Picker/useConfirmed.ts';
import type { CityNode } from './cityPath.ts';

export interface CityPickerProps {
  /** Shows the sheet; set it back to `false` in `onConfirm` and `onCancel`. */
  open: boolean;
  /** Heading of the sheet; also names it and its lists. */
  title: string;
  /** The places, each level's children under its parent, e.g. region, province, city. */
  options: readonly CityNode[];
  /** The confirmed values from the top level down, `null` for none; makes it controlled. */
  value?: readonly string[] | null | undefined;
  /** The confirmed values at first when uncontrolled. */
  defaultValue?: readonly string[] | undefined;
  /** Confirm, once a place without children is chosen: the value chosen at each level. */
  onConfirm: (path: string[]) => void;
  /**
   * Cancel, Escape, a tap on the backdrop, a phone's back (`dismissTopLayer`), or the sheet's
   * code still not here 8 s after opening: nothing chosen in the sheet is kept.
   */
  onCancel: () => void;
  /** The built-in "Confirm" label by default. */
  confirmText?: string | undefined;
  /** The built-in "Cancel" label by default. */
  cancelText?: string | undefined;
  /** The tab of the level still to choose; the built-in "Please select" by default. */
  chooseText?: string | undefined;
  /** Shown when a level has no places; the built-in "no options" label by default. */
  emptyText?: string | undefined;
}

const sheet = /* @__PURE__ */ lazyModule(() => import('./CitySheet.tsx'));

/**
 * A bottom sheet to choose a place level by level. A tab per level shows what is chosen and
 * goes back to that level; Confirm is enabled once the last level is chosen.
 *
 * The sheet's code is a separate chunk, fetched when the page is idle a second after the picker
 * first renders (`whenIdle`), so it is usually there before the field is tapped; opened sooner,
 * the sheet shows once its code arrives.
 */
export function CityPicker({ open, value, defaultValue, onConfirm, ...rest }: CityPickerProps) {
  const [confirmed, confirm] = useConfirmed(value, defaultValue, onConfirm, 'CityPicker');
  return (
    <LazyLayer open={open} code={sheet} onGiveUp={rest.onCancel}>
      <sheet.Component {...rest} initial={confirmed ?? []} onConfirm={confirm} />
    </LazyLayer>
  );
}
