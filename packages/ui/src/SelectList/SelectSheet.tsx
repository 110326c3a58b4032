import { type ReactNode, useRef } from 'react';
import { styled } from 'styled-components';
import { CheckIcon } from '../internal/CheckIcon.tsx';
import { noOptions } from '../locale/enLabels.ts';
import { useUiLabels } from '../locale/useUiStrings.ts';
import { Popup } from '../Popup/Popup.tsx';
import type { SelectListItem, SelectListProps } from './SelectList.tsx';

export interface SelectSheetProps
  extends Pick<SelectListProps, 'title' | 'items' | 'onClose' | 'emptyText'> {
  /** The current item's key. */
  current: string | null | undefined;
  onChoose: (key: string) => void;
  renderItem?: ((item: SelectListItem, current: boolean) => ReactNode) | undefined;
}

const List = styled.ul`
  margin: -${({ theme }) => theme.space.sm} -${({ theme }) => theme.space.lg} 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  overflow-wrap: anywhere;
  cursor: pointer;
  touch-action: manipulation;

  &[aria-current='true'] { color: ${({ theme }) => theme.color.accentText}; }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
`;

const Logo = styled.img`
  flex: none;
  width: 40px;
  height: 40px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Text = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Description = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xl} 0`};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

function DefaultItem({ item }: { item: SelectListItem }) {
  return (
    <>
      {item.logo && <Logo src={item.logo} alt={item.logoAlt ?? ''} />}
      <Text>
        <Title>{item.title}</Title>
        {item.description != null && <Description>{item.description}</Description>}
      </Text>
    </>
  );
}

/** The open SelectList, loaded apart from it. */
export default function SelectSheet({
  title,
  items,
  current,
  onChoose,
  onClose,
  renderItem,
  emptyText,
}: SelectSheetProps) {
  const strings = useUiLabels({ noOptions });
  const currentRow = useRef<HTMLButtonElement>(null);
  return (
    <Popup open onClose={onClose} title={title} closeIcon initialFocus={currentRow}>
      {items.length === 0 ? (
        <Empty>{emptyText ?? strings.noOptions}</Empty>
      ) : (
        <List>
          {items.map((item) => {
            const isCurrent = item.key === current;
            return (
              <li key={item.key}>
                <Row
                  ref={isCurrent ? currentRow : undefined}
                  type="button"
                  aria-current={isCurrent || undefined}
                  onClick={() => onChoose(item.key)}
                >
                  {renderItem ? renderItem(item, isCurrent) : <DefaultItem item={item} />}
                  {isCurrent && <CheckIcon />}
                </Row>
              </li>
            );
          })}
        </List>
      )}
    </Popup>
  );
}
