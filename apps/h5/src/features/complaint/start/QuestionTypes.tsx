import { useId } from 'react';
import { styled } from 'styled-components';
import { usePackText } from '../../../i18n/index.ts';
import { Section } from '../../../screen/index.ts';
import { type Choice, COLLECTION_TYPE } from '../shared/problemTypes.ts';
import { fileText } from '../text/file/index.ts';

export interface QuestionTypesProps {
  types: Choice[];
  subTypes: Choice[];
  /** The collection type's sub-types are shown. */
  subTypesOpen: boolean;
  onChooseType: (value: string) => void;
  onChooseSubType: (value: string) => void;
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SubList = styled(List)`
  margin: ${({ theme }) => `${theme.space.xs} 0 0 ${theme.space.lg}`};
`;

const Row = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: inherit;
  font: inherit;
  text-align: start;
  overflow-wrap: anywhere;
  cursor: pointer;
  touch-action: manipulation;

  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.color.accentText};
    color: ${({ theme }) => theme.color.accentText};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Chevron = styled.span`
  flex: none;
  color: ${({ theme }) => theme.color.textMuted};
`;

const SubHeading = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The question types; the collection type opens its sub-types below it. */
export function QuestionTypes({
  types,
  subTypes,
  subTypesOpen,
  onChooseType,
  onChooseSubType,
}: QuestionTypesProps) {
  const t = usePackText(fileText);
  const subId = useId();
  return (
    <Section title={t('file.start.types')}>
      {types.length === 0 ? (
        <Note>{t('file.start.noTypes')}</Note>
      ) : (
        <List>
          {types.map((type) => {
            const collection = type.value === COLLECTION_TYPE && subTypes.length > 0;
            const open = collection && subTypesOpen;
            return (
              <li key={type.value}>
                <Row
                  type="button"
                  aria-expanded={collection ? open : undefined}
                  aria-controls={open ? subId : undefined}
                  onClick={() => onChooseType(type.value)}
                >
                  {type.title}
                  <Chevron aria-hidden="true">{open ? '⌄' : '›'}</Chevron>
                </Row>
                {open && (
                  <div id={subId}>
                    <SubHeading>{t('file.start.subTypes')}</SubHeading>
                    <SubList>
                      {subTypes.map((sub) => (
                        <li key={sub.value}>
                          <Row type="button" onClick={() => onChooseSubType(sub.value)}>
                            {sub.title}
                            <Chevron aria-hidden="true">›</Chevron>
                          </Row>
                        </li>
                      ))}
                    </SubList>
                  </div>
                )}
              </li>
            );
          })}
        </List>
      )}
    </Section>
  );
}
