import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { fillLabel } from '../internal/fillLabel.ts';
import { useUiStrings } from '../locale/useUiStrings.ts';

export interface RepayPlanItem {
  /** The instalment's name, e.g. '1st instalment'. */
  title: ReactNode;
  /** A muted line under the title; nothing shown when empty. */
  description?: ReactNode | undefined;
  /** Formatted with its currency sign, e.g. `₱5.455,00`. */
  amount: ReactNode;
  /** Formatted date the instalment falls due, e.g. `2025-07-15`; nothing shown when empty. */
  payTime?: string | undefined;
}

export interface RepayPlanProps {
  /** The instalments, in order; with none, only `emptyText` shows. */
  items: readonly RepayPlanItem[];
  /** How the due date reads; `{date}` is replaced. The built-in "Due {date}" by default. */
  dueLabel?: string | undefined;
  /** Shown when there are no items; nothing is rendered when absent. */
  emptyText?: ReactNode | undefined;
  className?: string | undefined;
}

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  padding: ${({ theme }) => theme.space.md} 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;

  & + & { border-top: 1px solid ${({ theme }) => theme.color.border}; }
`;

const Column = styled.div<{ $end?: boolean }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin-left: ${({ $end }) => ($end ? 'auto' : '0')};
  text-align: ${({ $end }) => ($end ? 'end' : 'start')};
`;

const Title = styled.span`
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Amount = styled.span`
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A repayment plan: each instalment's title, description, amount and due date. */
export function RepayPlan({ items, dueLabel, emptyText, className }: RepayPlanProps) {
  const strings = useUiStrings();
  if (items.length === 0) {
    return emptyText === undefined ? null : <Empty className={className}>{emptyText}</Empty>;
  }
  return (
    <List className={className}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: instalments have no id; their order is their identity
        <Item key={index}>
          <Column>
            <Title>{item.title}</Title>
            {item.description != null && item.description !== '' && (
              <Muted>{item.description}</Muted>
            )}
          </Column>
          <Column $end>
            <Amount>{item.amount}</Amount>
            {item.payTime && (
              <Muted>{fillLabel(dueLabel ?? strings.dueOn, { date: item.payTime })}</Muted>
            )}
          </Column>
        </Item>
      ))}
    </List>
  );
}
