import { type RefObject, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { useUiStrings } from '../locale/useUiStrings.ts';
import { OptionList } from '../Picker/OptionList.tsx';
import { PickerToolbar } from '../Picker/PickerToolbar.tsx';
import { Popup } from '../Popup/Popup.tsx';
import { TabPanel } from '../Tabs/TabPanel.tsx';
import { Tabs } from '../Tabs/Tabs.tsx';
import {
  type CityNode,
  choosePath,
  isCompletePath,
  labelsFor,
  openLevel,
  optionsAt,
  resolvePath,
} from './cityPath.ts';

export interface CityPickerProps {
  open: boolean;
  /** Heading of the sheet; also names it and its lists. */
  title: string;
  /** The places, each level's children under its parent, e.g. region, province, city. */
  options: readonly CityNode[];
  /** The confirmed values from the top level down, `null` for none; makes it controlled. */
  value?: readonly string[] | null;
  /** The confirmed values at first when uncontrolled. */
  defaultValue?: readonly string[];
  /** Confirm, once a place without children is chosen: the value chosen at each level. */
  onConfirm: (path: string[]) => void;
  /** Cancel, Escape or a tap on the backdrop: nothing chosen in the sheet is kept. */
  onCancel: () => void;
  confirmText?: string;
  cancelText?: string;
  /** The tab of the level still to choose; the built-in "Please select" by default. */
  chooseText?: string;
  /** Shown when a level has no places; the built-in "no options" label by default. */
  emptyText?: string;
}

const LevelTabs = styled(Tabs)`
  margin: 0 -${({ theme }) => theme.space.lg};
`;

/**
 * A bottom sheet to choose a place level by level. A tab per level shows what is chosen and
 * goes back to that level; Confirm is enabled once the last level is chosen.
 */
export function CityPicker({
  open,
  value,
  defaultValue,
  onConfirm,
  onCancel,
  ...rest
}: CityPickerProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? []);
  const activeOption = useRef<HTMLLIElement>(null);
  const confirmed = value === undefined ? uncontrolled : (value ?? []);

  const confirm = (path: string[]) => {
    if (value === undefined) setUncontrolled(path);
    onConfirm(path);
  };

  return (
    <Popup open={open} onClose={onCancel} aria-label={rest.title} initialFocus={activeOption}>
      <CitySheet
        {...rest}
        initial={confirmed}
        onConfirm={confirm}
        onCancel={onCancel}
        activeRef={activeOption}
      />
    </Popup>
  );
}

interface CitySheetProps extends Omit<CityPickerProps, 'open' | 'value' | 'defaultValue'> {
  initial: readonly string[];
  activeRef: RefObject<HTMLLIElement | null>;
}

/** Mounted while open, so the draft starts from the confirmed path each time. */
function CitySheet({
  title,
  options,
  initial,
  onConfirm,
  onCancel,
  confirmText,
  cancelText,
  chooseText,
  emptyText,
  activeRef,
}: CitySheetProps) {
  const strings = useUiStrings();
  const id = useId();
  const ids = { title: `${id}title`, levels: `${id}levels` };
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
    if (!isCompletePath(options, next)) {
      setLevel(level + 1);
      setAdvanced(true);
    }
  };

  return (
    <>
      <PickerToolbar
        titleId={ids.title}
        title={title}
        onCancel={onCancel}
        onConfirm={() => onConfirm(draft)}
        confirmDisabled={!complete}
        confirmText={confirmText}
        cancelText={cancelText}
      />
      <LevelTabs
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
      <TabPanel tabsId={ids.levels} value={String(level)} tabIndex={-1}>
        <OptionList
          key={draft.slice(0, level).concat(String(level)).join('\n')}
          options={optionsAt(options, draft, level)}
          selected={draft[level]}
          onSelect={choose}
          labelledBy={ids.title}
          emptyText={emptyText ?? strings.noOptions}
          activeRef={activeRef}
          focusOnMount={advanced}
        />
      </TabPanel>
    </>
  );
}
