import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { styled } from 'styled-components';
import { moveForKey, rovingIndex } from '../internal/rovingIndex.ts';
import { useControllableState } from '../internal/useControllableState.ts';
import { revealScroll } from './revealScroll.ts';
import { TabPanelRoot } from './TabPanelRoot.ts';
import { panelId, tabId } from './tabIds.ts';

export interface TabItem {
  /** What `value` and `onChange` hold for this tab; unique within `items`. */
  key: string;
  /** The tab's text. */
  label: ReactNode;
  /** The tab's panel; when any item has one, the tabs render a panel per item. */
  content?: ReactNode | undefined;
  /** Greyed out: it cannot be selected, and the arrow keys skip it. */
  disabled?: boolean | undefined;
}

interface TabsBaseProps {
  /** The tabs, in order. */
  items: readonly TabItem[];
  /** The selected key; makes the tabs controlled. */
  value?: string | undefined;
  /** The key selected at first when uncontrolled; the first enabled tab by default. */
  defaultValue?: string | undefined;
  /** A tap, an arrow key, Home or End selecting another tab: its key. */
  onChange?: ((key: string) => void) | undefined;
  /** The tab bar's accessible name, when no visible heading names it. */
  'aria-label'?: string | undefined;
  /** Id of the element that names the tab bar, e.g. the section's heading. */
  'aria-labelledby'?: string | undefined;
  className?: string | undefined;
}

export type TabsProps = TabsBaseProps &
  (
    | { sharedPanel?: false; id?: string }
    | {
        /** The app renders one `<TabPanel tabsId={id}>` under the bar for every tab. */
        sharedPanel: true;
        /**
         * The start of the tabs' and panels' ids; generated when absent. With `sharedPanel` it
         * is required, and is the `<TabPanel>`'s `tabsId`.
         */
        id: string;
      }
  );

/** How much of the neighbouring tabs stays in view, in pixels, so a cut-off bar shows it scrolls. */
const PEEK = 24;

const Bar = styled.div`
  position: relative;
  display: flex;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};

  &::-webkit-scrollbar { display: none; }
`;

const Tab = styled.button`
  position: relative;
  flex: 1 0 auto;
  min-width: 44px;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-family: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  white-space: nowrap;
  cursor: pointer;
  touch-action: manipulation;

  &[aria-selected='true'] { color: ${({ theme }) => theme.color.accentText}; }
  /* A border, not a background: forced colours (a contrast theme) keep borders and drop backgrounds. */
  &[aria-selected='true']::after {
    content: '';
    position: absolute;
    right: ${({ theme }) => theme.space.lg};
    bottom: 0;
    left: ${({ theme }) => theme.space.lg};
    border-top: 3px solid ${({ theme }) => theme.color.accentText};
    border-radius: ${({ theme }) => theme.radius.pill};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
`;

/**
 * A tab bar that scrolls sideways when its tabs do not fit. The arrows, Home and End move the
 * focus and the selection together.
 */
export function Tabs({
  items,
  value,
  defaultValue,
  onChange,
  id,
  sharedPanel = false,
  'aria-label': label,
  'aria-labelledby': labelledBy,
  className,
}: TabsProps) {
  const generatedId = useId();
  const base = id ?? generatedId;
  const [current, setCurrent] = useControllableState({
    prop: value,
    defaultProp: defaultValue,
    onChange,
    caller: 'Tabs',
  });
  const bar = useRef<HTMLDivElement>(null);
  const disabled = items.map((item) => item.disabled === true);
  const chosen = items.findIndex((item) => item.key === current && !item.disabled);
  const selected = chosen >= 0 ? chosen : (rovingIndex('first', 0, disabled, false) ?? -1);
  const ownPanels = items.some((item) => item.content !== undefined);

  useEffect(() => {
    const root = bar.current;
    const tab = root?.children.item(selected);
    if (!root || !(tab instanceof HTMLElement)) return;
    const { offsetLeft, offsetWidth } = tab;
    root.scrollLeft = revealScroll(
      offsetLeft - PEEK,
      offsetLeft + offsetWidth + PEEK,
      root.scrollLeft,
      root.clientWidth,
    );
  }, [selected]);

  const select = (index: number) => {
    const item = items[index];
    // Against the key given, not the tab shown: a value that names no tab shows the first, and
    // a tap on it must still tell the parent.
    if (!item || item.disabled || item.key === current) return;
    setCurrent(item.key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = moveForKey(event.key, 'horizontal');
    if (!move) return;
    event.preventDefault();
    const next = rovingIndex(move, selected, disabled, true);
    if (next === undefined) return;
    select(next);
    (bar.current?.children.item(next) as HTMLElement | null)?.focus();
  };

  const controls = (key: string) =>
    ownPanels ? panelId(base, key) : sharedPanel ? panelId(base) : undefined;

  return (
    <div className={className}>
      <Bar
        ref={bar}
        role="tablist"
        aria-label={label}
        aria-labelledby={labelledBy}
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => (
          <Tab
            key={item.key}
            type="button"
            role="tab"
            id={tabId(base, item.key)}
            aria-selected={index === selected}
            aria-controls={controls(item.key)}
            tabIndex={index === selected ? 0 : -1}
            disabled={item.disabled}
            onClick={() => select(index)}
          >
            {item.label}
          </Tab>
        ))}
      </Bar>
      {ownPanels &&
        items.map((item, index) => (
          <TabPanelRoot
            key={item.key}
            role="tabpanel"
            id={panelId(base, item.key)}
            aria-labelledby={tabId(base, item.key)}
            tabIndex={0}
            hidden={index !== selected}
          >
            {item.content}
          </TabPanelRoot>
        ))}
    </div>
  );
}
