import { type RefObject, useId, useRef, useState } from 'react';
import { useUiStrings } from '../locale/useUiStrings.ts';
import { Popup } from '../Popup/Popup.tsx';
import { OptionList, type PickerOption } from './OptionList.tsx';
import { PickerToolbar } from './PickerToolbar.tsx';

export interface PickerProps {
  open: boolean;
  /** Heading of the sheet; also names it and its list. */
  title: string;
  options: readonly PickerOption[];
  /** The confirmed value, `null` for none; makes the picker controlled. */
  value?: string | null;
  /** The confirmed value at first when uncontrolled. */
  defaultValue?: string;
  /** Confirm: the value chosen. The parent closes the sheet. */
  onConfirm: (value: string) => void;
  /** Cancel, Escape or a tap on the backdrop: nothing chosen in the sheet is kept. */
  onCancel: () => void;
  /** The built-in "Confirm" label by default. */
  confirmText?: string;
  /** The built-in "Cancel" label by default. */
  cancelText?: string;
  /** Shown when there are no options; the built-in "no options" label by default. */
  emptyText?: string;
}

/**
 * A bottom sheet to choose one option. A choice is kept only on Confirm; each opening starts
 * from the confirmed value.
 */
export function Picker({ open, value, defaultValue, onConfirm, onCancel, ...rest }: PickerProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const activeOption = useRef<HTMLLIElement>(null);
  const confirmed = value === undefined ? uncontrolled : (value ?? undefined);

  const confirm = (chosen: string) => {
    if (value === undefined) setUncontrolled(chosen);
    onConfirm(chosen);
  };

  return (
    <Popup open={open} onClose={onCancel} aria-label={rest.title} initialFocus={activeOption}>
      <PickerSheet
        {...rest}
        initial={confirmed}
        onConfirm={confirm}
        onCancel={onCancel}
        activeRef={activeOption}
      />
    </Popup>
  );
}

interface PickerSheetProps extends Omit<PickerProps, 'open' | 'value' | 'defaultValue'> {
  initial: string | undefined;
  activeRef: RefObject<HTMLLIElement | null>;
}

/** Mounted while open, so the draft starts from the confirmed value each time. */
function PickerSheet({
  title,
  options,
  initial,
  onConfirm,
  onCancel,
  confirmText,
  cancelText,
  emptyText,
  activeRef,
}: PickerSheetProps) {
  const strings = useUiStrings();
  const titleId = useId();
  const [draft, setDraft] = useState(initial);
  const chosen = options.find((option) => option.value === draft && !option.disabled);

  return (
    <>
      <PickerToolbar
        titleId={titleId}
        title={title}
        onCancel={onCancel}
        onConfirm={() => chosen && onConfirm(chosen.value)}
        confirmDisabled={!chosen}
        confirmText={confirmText}
        cancelText={cancelText}
      />
      <OptionList
        options={options}
        selected={draft}
        onSelect={setDraft}
        labelledBy={titleId}
        emptyText={emptyText ?? strings.noOptions}
        activeRef={activeRef}
      />
    </>
  );
}
