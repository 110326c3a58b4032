import { styled } from 'styled-components';
import { usePackText } from '../../../i18n/index.ts';
import { Section, showMoney, useDisplayFormat } from '../../../screen/index.ts';
import { codeText } from '../text/code/index.ts';

export interface AmountDueProps {
  /** Minor units; null shows that the amount is unavailable. */
  amount: number | null;
  /** `currencyType`: 1 is the rupee, anything else the peso. */
  currencyFlag: string;
}

const Amount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The total to pay, or a plain note that it is unknown: never a made-up zero. */
export function AmountDue({ amount, currencyFlag }: AmountDueProps) {
  const t = usePackText(codeText);
  const format = useDisplayFormat(currencyFlag);
  return (
    <Section title={t('code.total')}>
      {amount === null ? (
        <>
          <Amount>{t('code.amountUnavailable')}</Amount>
          <Hint>{t('code.amountUnavailableHint')}</Hint>
        </>
      ) : (
        <Amount>{showMoney(amount, format)}</Amount>
      )}
    </Section>
  );
}
