import { type ReactNode, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { CheckIcon } from '../internal/CheckIcon.tsx';
import { noOptions } from '../locale/enLabels.ts';
import { useUiLabels } from '../locale/useUiStrings.ts';
import { Popup } from '../Popup/Popup.tsx';

export interface SelectListItem {
  key: string;
  title: string;
  description?: ReactNode | undefined;
  /** Logo URL. */
  logo?: string | undefined;
  /** The logo's text alternative; empty by default, as the title is shown beside it. */
  logoAlt?: string | undefined;
}

export interface SelectListProps<T extends SelectListItem = SelectListItem> {
  open: boolean;
  title: string;
  items: readonly T[];
  /** The current item's key, `null` for none; makes the list controlled. */
  value?: string | null | undefined;
  /** The current item's key at first when uncontrolled. */
  defaultValue?: string | undefined;
  /** A tap on an item; `onClose` follows. */
  onSelect: (key: string) => void;
  /** Escape, the close icon, a tap on the backdrop, or after a choice. */
  onClose: () => void;
  /** The inside of an item's row instead of its logo, title and description. */
  renderItem?: ((item: T, current: boolean) => ReactNode) | undefined;
  /** Shown when there are no items; the built-in "no options" label by default. */
  emptyText?: string | undefined;
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

/** A bottom sheet listing items, e.g. the user's orders; a tap chooses one and closes it. */
export function SelectList<T extends SelectListItem>({
  open,
  title,
  items,
  value,
  defaultValue,
  onSelect,
  onClose,
  renderItem,
  emptyText,
}: SelectListProps<T>) {
  const strings = useUiLabels({ noOptions });
  // A list that marks the item it was last given or chose: the parent's `value` when it gives one.
  const [chosen, setChosen] = useState(defaultValue);
  const current = value === undefined ? chosen : value;
  const currentRow = useRef<HTMLButtonElement>(null);

  // Every tap is reported, the current item's too: it is a choice, not only a change.
  const choose = (key: string) => {
    setChosen(key);
    onSelect(key);
    onClose();
  };

  return (
    <Popup open={open} onClose={onClose} title={title} closeIcon initialFocus={currentRow}>
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
                  onClick={() => choose(item.key)}
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
