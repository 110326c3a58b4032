import { InstructionSteps, PayCodeCard, Skeleton } from '@hiram/ui';
import { styled } from 'styled-components';
import { usePackText, useT } from '../../../i18n/index.ts';
import { ScreenLayout, Section } from '../../../screen/index.ts';
import { codeText } from '../text/code/index.ts';
import { AmountDue } from './AmountDue.tsx';
import { NoPayCode } from './NoPayCode.tsx';
import type { PayByCodeContent } from './payByCodeContent.ts';

export interface PayByCodeViewProps {
  /** null while the saved info is being read (and in the prerendered page). */
  content: PayByCodeContent | null;
  /** `currencyType`: 1 is the rupee, anything else the peso. */
  currencyFlag: string;
  onBack: () => void;
  onGoToOrder: () => void;
  /** After a tap on the code card, with whether the code reached the clipboard. */
  onCopy: (copied: boolean) => void;
}

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-inline-start: 3px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** `/repaymentOfCode2`: the saved pay code to copy, the total and the steps for each channel. */
export function PayByCodeView({
  content,
  currencyFlag,
  onBack,
  onGoToOrder,
  onCopy,
}: PayByCodeViewProps) {
  const t = usePackText(codeText);
  const app = useT();
  return (
    <ScreenLayout title={app('title.repaymentOfCode')} onBack={onBack}>
      {content === null && <Skeleton loading label={app('app.loading')} lines={6} />}
      {content?.kind === 'missing' && (
        <NoPayCode
          title={t('code.missing.title')}
          description={t('code.missing.body')}
          actionText={t('code.toOrder')}
          onGoToOrder={onGoToOrder}
        />
      )}
      {content?.kind === 'broken' && (
        <NoPayCode
          title={t('code.broken.title')}
          description={t('code.broken.body')}
          actionText={t('code.toOrder')}
          onGoToOrder={onGoToOrder}
        />
      )}
      {content?.kind === 'ready' && (
        <>
          <Note>{t('code.proofNote')}</Note>
          <PayCodeCard
            code={content.code}
            title={content.title || t('code.codeTitle')}
            logo={content.logo}
            onCopy={onCopy}
          />
          <AmountDue amount={content.total} currencyFlag={currencyFlag} />
          <Section title={t('code.instructions')} variant="plain">
            <InstructionSteps
              instructions={content.instructions}
              headingLevel={3}
              emptyText={t('code.useCode')}
            />
          </Section>
        </>
      )}
    </ScreenLayout>
  );
}
