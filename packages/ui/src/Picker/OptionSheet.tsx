import { useId, useRef, useState } from 'react';
import { noOptions } from '../locale/enLabels.ts';
import { useUiLabels } from '../locale/useUiStrings.ts';
import { OptionList } from './OptionList.tsx';
import type { PickerProps } from './Picker.tsx';
import { PickerSheet } from './PickerSheet.tsx';

export interface OptionSheetProps extends Omit<PickerProps, 'open' | 'value' | 'defaultValue'> {
  initial: string | undefined;
}

/**
 * The open Picker, loaded apart from it. Mounted while open, so the draft starts from the
 * confirmed value each time.
 */
export default function OptionSheet({
  options,
  initial,
  onConfirm,
  emptyText,
  ...toolbar
}: OptionSheetProps) {
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
