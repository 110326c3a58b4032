import { Button, Empty, Masked } from '@hiram/ui';
import { useId } from 'react';
import { styled } from 'styled-components';
import { usePackText } from '../../../i18n/index.ts';
import { cardText } from '../text/card/index.ts';
import { ALIPAY, type PayCard, type PayChoice } from './payChoice.ts';

export interface CardChoicesProps {
  cards: readonly PayCard[];
  /** The alipay-type channel is offered beside the cards. */
  alipay: boolean;
  choice: PayChoice;
  onChoose: (choice: PayChoice) => void;
  onAddCard: () => void;
}

const Group = styled.div`
  display: flex;
  flex-direction: column;
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 56px;
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  cursor: pointer;
  touch-action: manipulation;
  overflow-wrap: anywhere;

  &:has(input:checked) { font-weight: ${({ theme }) => theme.font.weight.bold}; }
`;

const Radio = styled.input`
  flex: none;
  width: 22px;
  height: 22px;
  margin: 0;
  accent-color: ${({ theme }) => theme.color.accent};
`;

const Text = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const Detail = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

const AddCard = styled(Button)`
  align-self: flex-start;
  margin-top: ${({ theme }) => theme.space.sm};
`;

/** The borrower's bank cards (masked) and the alipay-type channel: one chosen at a time. */
export function CardChoices({ cards, alipay, choice, onChoose, onAddCard }: CardChoicesProps) {
  const t = usePackText(cardText);
  const name = useId();
  const addCard = { text: t('card.addCard'), onClick: onAddCard };
  return (
    <>
      {cards.length === 0 && (
        <Empty
          title={t('card.noCards.title')}
          description={t('card.noCards.body')}
          action={addCard}
        />
      )}
      {(cards.length > 0 || alipay) && (
        <Group role="radiogroup" aria-label={t('card.payWith')}>
          {cards.map((card, index) => (
            <Choice key={card.id}>
              <Radio
                type="radio"
                name={name}
                checked={choice === index}
                onChange={() => onChoose(index)}
              />
              <Text>
                {card.bankName}
                <Detail>
                  <Masked kind="card" value={card.cardNo} />
                </Detail>
              </Text>
            </Choice>
          ))}
          {alipay && (
            <Choice>
              <Radio
                type="radio"
                name={name}
                checked={choice === ALIPAY}
                onChange={() => onChoose(ALIPAY)}
              />
              <Text>
                {t('card.online')}
                <Detail>{t('card.online.hint')}</Detail>
              </Text>
            </Choice>
          )}
        </Group>
      )}
      {cards.length > 0 && (
        <AddCard variant="ghost" onClick={onAddCard}>
          {t('card.addCard')}
        </AddCard>
      )}
    </>
  );
}
