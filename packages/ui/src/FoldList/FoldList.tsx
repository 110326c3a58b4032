import { type ReactNode, useId } from 'react';
import { styled } from 'styled-components';
import { useControllableState } from '../internal/useControllableState.ts';
import { useUiStrings } from '../locale/useUiStrings.ts';
import { canFold, visibleRows } from './foldRows.ts';

export interface FoldListRow {
  /** What the row states, at its start in muted text, e.g. 'Loan amount'. */
  text: string;
  /** The row's figure, at its end, e.g. a formatted amount. */
  value: ReactNode;
}

export interface FoldListProps {
  /** The rows, in order; with none, only `emptyText` shows. */
  rows: readonly FoldListRow[];
  /** Rows shown while folded. */
  foldAt?: number | undefined;
  /** Makes the list controlled: whether every row is shown. */
  expanded?: boolean | undefined;
  /** Whether every row is shown at first when uncontrolled. */
  defaultExpanded?: boolean | undefined;
  /** A tap on the more/hide toggle: `true` when every row is now shown. */
  onExpandedChange?: ((expanded: boolean) => void) | undefined;
  /** The toggle's label while folded; the built-in "More" by default. */
  moreLabel?: string | undefined;
  /** The toggle's label while expanded; the built-in "Hide" by default. */
  hideLabel?: string | undefined;
  /** Shown when there are no rows; nothing is rendered when absent. */
  emptyText?: ReactNode | undefined;
  className?: string | undefined;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
`;

const List = styled.dl`
  margin: 0;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  padding: ${({ theme }) => theme.space.sm} 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  & + & { border-top: 1px solid ${({ theme }) => theme.color.border}; }
`;

const Term = styled.dt`
  min-width: 0;
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const Value = styled.dd`
  min-width: 0;
  margin: 0 0 0 auto;
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: end;
  overflow-wrap: anywhere;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-self: center;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.accentText};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  touch-action: manipulation;
`;

const Chevron = styled.span<{ $up: boolean }>`
  width: 0.5em;
  height: 0.5em;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: ${({ $up }) => ($up ? 'translateY(25%) rotate(-135deg)' : 'translateY(-25%) rotate(45deg)')};
  transition: transform ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Text/value rows folded to the first few, with a more/hide toggle. */
export function FoldList({
  rows,
  foldAt = 2,
  expanded,
  defaultExpanded = false,
  onExpandedChange,
  moreLabel,
  hideLabel,
  emptyText,
  className,
}: FoldListProps) {
  const strings = useUiStrings();
  const listId = useId();
  const [open, setOpen] = useControllableState({
    prop: expanded,
    defaultProp: defaultExpanded,
    onChange: onExpandedChange,
    caller: 'FoldList',
  });

  if (rows.length === 0) {
    return emptyText === undefined ? null : <Empty className={className}>{emptyText}</Empty>;
  }

  return (
    <Root className={className}>
      <List id={listId}>
        {visibleRows(rows, foldAt, open).map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their order is their identity
          <Row key={index}>
            <Term>{row.text}</Term>
            <Value>{row.value}</Value>
          </Row>
        ))}
      </List>
      {canFold(rows.length, foldAt) && (
        <Toggle
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {open ? (hideLabel ?? strings.hide) : (moreLabel ?? strings.more)}
          <Chevron aria-hidden="true" $up={open} />
        </Toggle>
      )}
    </Root>
  );
}
