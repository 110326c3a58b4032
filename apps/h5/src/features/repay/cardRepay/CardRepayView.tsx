import { Button } from '@hiram/ui';
import { useId } from 'react';
import { styled } from 'styled-components';
import { usePackText, useT } from '../../../i18n/index.ts';
import {
  FooterForm,
  type ResourceState,
  ScreenLayout,
  Section,
  showMoney,
  useDisplayFormat,
} from '../../../screen/index.ts';
import { cardText } from '../text/card/index.ts';
import { CardChoices } from './CardChoices.tsx';
import { LazyVerifyStep } from './LazyVerifyStep.tsx';
import {
  type CardRepayData,
  canPay,
  offersAlipay,
  type PayCard,
  type PayChoice,
} from './payChoice.ts';
import type { VerifyStepProps } from './VerifyStep.tsx';

export interface CardRepayViewProps extends Omit<VerifyStepProps, 'card'> {
  state: ResourceState<CardRepayData>;
  onRetry: () => void;
  onBack: () => void;
  /** `currencyType`: 1 is the rupee, anything else the peso. */
  currencyFlag: string;
  /** Minor units from the page query; `null` when missing or not valid: no way to pay then. */
  amount: number | null;
  choice: PayChoice;
  onChoose: (choice: PayChoice) => void;
  onAddCard: () => void;
  /** Pay with the choice; a returned promise keeps the button busy until it settles. */
  onPay: () => unknown;
  /** The card in SMS verification, after a commit that asked for it; `null` while choosing. */
  verifying: PayCard | null;
  /** Confirm the code; a returned promise keeps the button busy until it settles. */
  onConfirm: () => unknown;
  /** A payment or a confirmation is being sent. */
  busy: boolean;
}

/** The amount's box: the amount steps down to fit its width. */
const AmountBox = styled.div`
  container-type: inline-size;
`;

// The library's `largeAmount`, written here: shared, it would be a chunk of its own.
const Amount = styled.p`
  margin: 0;
  font-size: min(${({ theme }) => theme.font.size.xxl}, 8vw);
  font-size: min(${({ theme }) => theme.font.size.xxl}, 11cqi);
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const NoAmount = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** `/paymentWay`: repay with a bank card (SMS verification when asked) or the alipay type. */
export function CardRepayView({
  state,
  onRetry,
  onBack,
  currencyFlag,
  amount,
  choice,
  onChoose,
  onAddCard,
  onPay,
  verifying,
  onConfirm,
  busy,
  ...verify
}: CardRepayViewProps) {
  const t = usePackText(cardText);
  const app = useT();
  const format = useDisplayFormat(currencyFlag);
  const verifyFormId = useId();

  const footer = (data: CardRepayData) => {
    if (verifying) {
      return (
        <Button block busy={busy} type="submit" form={verifyFormId} onClick={onConfirm}>
          {t('card.verify.confirm')}
        </Button>
      );
    }
    if (!canPay(data, amount)) return null;
    return (
      <Button block busy={busy} onClick={onPay}>
        {t('card.pay')}
      </Button>
    );
  };

  return (
    <ScreenLayout
      title={app('title.paymentWay')}
      onBack={onBack}
      state={state}
      onRetry={onRetry}
      footer={footer}
    >
      {(data) => (
        <>
          <Section title={t('card.amount')}>
            {amount === null ? (
              <NoAmount>{t('card.noAmount')}</NoAmount>
            ) : (
              <AmountBox>
                <Amount>{showMoney(amount, format)}</Amount>
              </AmountBox>
            )}
          </Section>
          {verifying ? (
            <FooterForm id={verifyFormId}>
              <LazyVerifyStep card={verifying} {...verify} />
            </FooterForm>
          ) : (
            <Section title={t('card.payWith')}>
              <CardChoices
                cards={data.bankCards}
                alipay={offersAlipay(data)}
                choice={choice}
                onChoose={onChoose}
                onAddCard={onAddCard}
              />
            </Section>
          )}
        </>
      )}
    </ScreenLayout>
  );
}
