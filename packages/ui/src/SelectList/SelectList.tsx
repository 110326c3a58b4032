import { type ReactNode, useState } from 'react';
import { LazyLayer } from '../internal/LazyLayer.tsx';
import { lazyModule } from '../internal/lazyModule.tsx';

export interface SelectListItem {
  /** What `onSelect` gets when this item is tapped; unique within `items`. */
  key: string;
  /** The item's name, in bold. */
  title: string;
  /** A muted line under the title, e.g. the order's amount and date. */
  description?: ReactNode | undefined;
  /** Logo URL. */
  logo?: string | undefined;
  /** The logo's text alternative; empty by default, as the title is shown beside it. */
  logoAlt?: string | undefined;
}

export interface SelectListProps<T extends SelectListItem = SelectListItem> {
  /** Shows the sheet; set it back to `false` in `onClose`. */
  open: boolean;
  /** Heading of the sheet; also names it. */
  title: string;
  /** The rows, in order; `emptyText` shows when there are none. */
  items: readonly T[];
  /** The current item's key, `null` for none; makes the list controlled. */
  value?: string | null | undefined;
  /** The current item's key at first when uncontrolled. */
  defaultValue?: string | undefined;
  /** A tap on an item; `onClose` follows. */
  onSelect: (key: string) => void;
  /**
   * Escape, the close icon, a tap on the backdrop, after a choice, a phone's back
   * (`dismissTopLayer`), or the sheet's code still not here 8 s after opening.
   */
  onClose: () => void;
  /** The inside of an item's row instead of its logo, title and description. */
  renderItem?: ((item: T, current: boolean) => ReactNode) | undefined;
  /** Shown when there are no items; the built-in "no options" label by default. */
  emptyText?: string | undefined;
}

const sheet = /* @__PURE__ */ lazyModule(() => import('./SelectSheet.tsx'));

/**
 * A bottom sheet listing items, e.g. the user's orders; a tap chooses one and closes it.
 *
 * The sheet's code is a separate chunk, fetched when the page is idle a second after the list
 * first renders (`whenIdle`); opened sooner, the sheet shows once its code arrives.
 */
export function SelectList<T extends SelectListItem>({
  open,
  value,
  defaultValue,
  onSelect,
  onClose,
  renderItem,
  ...rest
}: SelectListProps<T>) {
  // A list that marks the item it was last given or chose: the parent's `value` when it gives one.
  const [chosen, setChosen] = useState(defaultValue);

  // Every tap is reported, the current item's too: it is a choice, not only a change.
  const choose = (key: string) => {
    setChosen(key);
    onSelect(key);
    onClose();
  };

  return (
    <LazyLayer open={open} code={sheet} onGiveUp={onClose}>
      <sheet.Component
        {...rest}
        current={value === undefined ? chosen : value}
        onChoose={choose}
        onClose={onClose}
        // The sheet hands back only the items it was given, which are `T`s.
        renderItem={
          renderItem as ((item: SelectListItem, current: boolean) => ReactNode) | undefined
        }
      />
    </LazyLayer>
  );
}
