import type { MouseEvent } from 'react';
import { styled } from 'styled-components';
import type { ComplaintRow } from './complaintTabs.ts';

export interface ComplaintItemProps {
  row: ComplaintRow;
  /** Opens the complaint's detail in the app. */
  onOpen: (href: string) => void;
}

const Link = styled.a`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  overflow-wrap: anywhere;
  touch-action: manipulation;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Top = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Type = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const When = styled.time`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

/** Long descriptions stop after three lines; the detail shows them whole. */
const Content = styled.span`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  line-clamp: 3;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A plain click goes through the router; a modified one (new tab) keeps the browser's way. */
function inApp(event: MouseEvent, open: () => void) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  open();
}

/** One complaint: when it was filed, its type and description, linking to its detail. */
export function ComplaintItem({ row, onOpen }: ComplaintItemProps) {
  return (
    <li>
      <Link href={row.href} onClick={(event) => inApp(event, () => onOpen(row.href))}>
        <Top>
          <Type>{row.type}</Type>
          {row.time && <When dateTime={row.time}>{row.time}</When>}
        </Top>
        <Content>{row.content}</Content>
      </Link>
    </li>
  );
}
