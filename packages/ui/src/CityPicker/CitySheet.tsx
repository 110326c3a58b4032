import { useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { chooseLevel, noOptions } from '../locale/enLabels.ts';
import { useUiLabels } from '../locale/useUiStrings.ts';
import { OptionList } from '../Picker/OptionList.tsx';
import { PickerSheet } from '../Picker/PickerSheet.tsx';
import { TabPanel } from '../Tabs/TabPanel.tsx';
import { Tabs } from '../Tabs/Tabs.tsx';
import type { CityPickerProps } from './CityPicker.tsx';
import {
  choosePath,
  isCompletePath,
  labelsFor,
  openLevel,
  optionsAt,
  resolvePath,
} from './cityPath.ts';

// The list scrolls inside the panel when the sheet is short.
const LevelPanel = styled(TabPanel)`
  display: flex;
  flex-direction: column;
  min-height: 0;
`;

export interface CitySheetProps extends Omit<CityPickerProps, 'open' | 'value' | 'defaultValue'> {
  initial: readonly string[];
}

/**
 * The open CityPicker, loaded apart from it. Mounted while open, so the draft starts from the
 * confirmed path each time.
 */
export default function CitySheet({
  options,
  initial,
  onConfirm,
  chooseText,
  emptyText,
  ...toolbar
}: CitySheetProps) {
  const strings = useUiLabels({ chooseLevel, noOptions });
  const id = useId();
  const ids = { title: `${id}title`, levels: `${id}levels` };
  const activeOption = useRef<HTMLLIElement>(null);
  const [draft, setDraft] = useState(() => resolvePath(options, initial).map((node) => node.value));
  const [level, setLevel] = useState(() => openLevel(options, draft));
  // After a choice opens the next level, its list takes the focus the old list had.
  const [advanced, setAdvanced] = useState(false);
  const complete = isCompletePath(options, draft);
  const labels = labelsFor(options, draft);
  const tabs = complete ? labels : [...labels, chooseText ?? strings.chooseLevel];

  const choose = (chosen: string) => {
    const next = choosePath(draft, level, chosen);
    setDraft(next);
    // On to the level the choice opens, or, the place chosen again, to the one below it.
    if (!isCompletePath(options, next) || next.length > level + 1) {
      setLevel(level + 1);
      setAdvanced(true);
    }
  };

  return (
    <PickerSheet
      {...toolbar}
      titleId={ids.title}
      onConfirm={() => onConfirm(draft)}
      confirmDisabled={!complete}
      initialFocus={activeOption}
    >
      <Tabs
        id={ids.levels}
        sharedPanel
        aria-labelledby={ids.title}
        items={tabs.map((label, index) => ({ key: String(index), label }))}
        value={String(level)}
        onChange={(key) => {
          setLevel(Number(key));
          setAdvanced(false);
        }}
      />
      <LevelPanel tabsId={ids.levels} value={String(level)} tabIndex={-1}>
        <OptionList
          key={draft.slice(0, level).concat(String(level)).join('\n')}
          options={optionsAt(options, draft, level)}
          selected={draft[level]}
          onSelect={choose}
          labelledBy={ids.title}
          emptyText={emptyText ?? strings.noOptions}
          activeRef={activeOption}
          focusOnMount={advanced}
        />
      </LevelPanel>
    </PickerSheet>
  );
}
