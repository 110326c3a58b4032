import { useId, useRef, useState } from 'react';
import { noOptions } from '../locale/enLabels.ts';
import { useUiLabels } from '../locale/useUiStrings.ts';
import { OptionList, type PickerOption } from './OptionList.tsx';
import { PickerSheet } from './PickerSheet.tsx';
import { useConfirmed } from './useConfirmed.ts';

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
export function Picker({ open, value, defaultValue, onConfirm, ...rest }: PickerProps) {
  const [confirmed, confirm] = useConfirmed(value, defaultValue, onConfirm, 'Picker');
  return open ? (
    <OpenPicker {...rest} initial={confirmed ?? undefined} onConfirm={confirm} />
  ) : null;
}

interface OpenPickerProps extends Omit<PickerProps, 'open' | 'value' | 'defaultValue'> {
  initial: string | undefined;
}

/** Mounted while open, so the draft starts from the confirmed value each time. */
function OpenPicker({ options, initial, onConfirm, emptyText, ...toolbar }: OpenPickerProps) {
  const strings = useUiLabels({ noOptions });
  const titleId = useId();
  const activeOption = useRef<HTMLLIElement>(null);
  const [draft, setDraft] = useState(initial);
  const chosen = options.find((option) => option.value === draft && !option.disabled);

  return (
    <PickerSheet
      {...toolbar}
      titleId={titleId}
      onConfirm={() => chosen && onConfirm(chosen.value)}
      confirmDisabled={!chosen}
      initialFocus={activeOption}
    >
      <OptionList
        options={options}
        selected={draft}
        onSelect={setDraft}
        labelledBy={titleId}
        emptyText={emptyText ?? strings.noOptions}
        activeRef={activeOption}
      />
    </PickerSheet>
  );
}
