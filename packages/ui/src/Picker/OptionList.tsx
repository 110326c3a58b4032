import {
  type KeyboardEvent,
  type RefObject,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { styled } from 'styled-components';
import { CheckIcon } from '../internal/CheckIcon.tsx';
import { moveForKey, rovingIndex } from '../internal/rovingIndex.ts';

export interface PickerOption {
  /** The text shown in the list. */
  label: string;
  /** What `onConfirm` gets when this option is chosen; unique within `options`. */
  value: string;
  /** Greyed out: it cannot be chosen, and the arrow keys skip it. */
  disabled?: boolean | undefined;
}

export interface OptionListProps {
  options: readonly PickerOption[];
  selected: string | undefined;
  onSelect: (value: string) => void;
  /** Id of the element that names the list. */
  labelledBy: string;
  /** Shown instead of the list when there are no options. */
  emptyText: string;
  /** Receives the option that holds the tab stop, for the sheet to focus on open. */
  activeRef?: RefObject<HTMLLIElement | null> | undefined;
  /** Focuses that option when the list mounts. */
  focusOnMount?: boolean | undefined;
}

const List = styled.ul`
  position: relative;
  flex: 0 1 auto;
  min-height: 0;
  max-height: 50vh;
  max-height: 50dvh;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  list-style: none;
`;

const Option = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  cursor: pointer;
  touch-action: manipulation;
  user-select: none;
  -webkit-user-select: none;

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.accentText};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

function startIndex(options: readonly PickerOption[], selected: string | undefined): number {
  const index = options.findIndex((option) => option.value === selected && !option.disabled);
  return index >= 0 ? index : (rovingIndex('first', 0, disabledFlags(options), false) ?? 0);
}

const disabledFlags = (options: readonly PickerOption[]) =>
  options.map((option) => option.disabled === true);

/**
 * A single-choice `listbox`: one option is a tab stop, the arrows, Home and End move it, and
 * Enter, Space or a tap select.
 */
export function OptionList({
  options,
  selected,
  onSelect,
  labelledBy,
  emptyText,
  activeRef,
  focusOnMount = false,
}: OptionListProps) {
  const [active, setActive] = useState(() => startIndex(options, selected));
  const list = useRef<HTMLUListElement>(null);
  const item = (index: number) => list.current?.children.item(index) as HTMLElement | null;

  // The selected option is centred and, when asked, focused once, on mount; later moves scroll
  // with the focus.
  const reveal = useEffectEvent(() => {
    const root = list.current;
    const option = item(active);
    if (!root || !option) return;
    root.scrollTop = option.offsetTop - (root.clientHeight - option.offsetHeight) / 2;
    if (focusOnMount) option.focus({ preventScroll: true });
  });
  useLayoutEffect(() => reveal(), []);

  if (options.length === 0) return <Empty role="status">{emptyText}</Empty>;

  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    setActive(index);
    onSelect(option.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
      return;
    }
    const move = moveForKey(event.key, 'vertical');
    if (!move) return;
    event.preventDefault();
    const next = rovingIndex(move, active, disabledFlags(options), false);
    if (next === undefined) return;
    setActive(next);
    item(next)?.focus();
  };

  return (
    <List ref={list} role="listbox" aria-labelledby={labelledBy} onKeyDown={onKeyDown}>
      {options.map((option, index) => {
        const isSelected = option.value === selected;
        return (
          <Option
            key={option.value}
            ref={index === active ? activeRef : undefined}
            role="option"
            aria-selected={isSelected}
            aria-disabled={option.disabled || undefined}
            tabIndex={index === active ? 0 : -1}
            onClick={() => choose(index)}
          >
            {option.label}
            {isSelected && <CheckIcon />}
          </Option>
        );
      })}
    </List>
  );
}
