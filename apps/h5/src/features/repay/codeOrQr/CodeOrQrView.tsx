import { PayCodeCard, QrImage, Skeleton } from '@hiram/ui';
import { styled } from 'styled-components';
import { usePackText, useT } from '../../../i18n/index.ts';
import { ScreenLayout, Section, showMoney, useDisplayFormat } from '../../../screen/index.ts';
import { AmountDue } from '../payByCode/AmountDue.tsx';
import { NoPayCode } from '../payByCode/NoPayCode.tsx';
import { codeText } from '../text/code/index.ts';
import type { CodeOrQrContent } from './codeOrQrQuery.ts';
import { PayCodePicture } from './PayCodePicture.tsx';

export interface CodeOrQrViewProps {
  /** null until the page's query has been read in the browser (and in the prerendered page). */
  content: CodeOrQrContent | null;
  /** `currencyType`: 1 is the rupee, anything else the peso. */
  currencyFlag: string;
  onBack: () => void;
  onGoToOrder: () => void;
  /** After a tap on the code card, with whether the code reached the clipboard. */
  onCopy: (copied: boolean) => void;
}

const Centered = styled.div`
  display: flex;
  justify-content: center;
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Tips = styled.ol`
  margin: 0;
  padding-inline-start: 1.5em;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  & > li + li { margin-top: ${({ theme }) => theme.space.xxs}; }
`;

const TIPS = [
  'code.tip.app',
  'code.tip.scan',
  'code.tip.check',
  'code.tip.confirm',
  'code.tip.expiry',
] as const;

/** `/repaymentOfCode`: the code to copy (showType 1) or the QR image to scan, with the amount. */
export function CodeOrQrView({
  content,
  currencyFlag,
  onBack,
  onGoToOrder,
  onCopy,
}: CodeOrQrViewProps) {
  const t = usePackText(codeText);
  const app = useT();
  const format = useDisplayFormat(currencyFlag);
  const noCode = (
    <NoPayCode
      title={t('code.noCode.title')}
      description={t('code.noCode.body')}
      actionText={t('code.toOrder')}
      onGoToOrder={onGoToOrder}
    />
  );
  const body = () => {
    if (content === null) return <Skeleton loading label={app('app.loading')} lines={6} />;
    if (content.show === 'code') {
      if (!content.payCode) return noCode;
      return (
        <>
          <Section title={t('code.yourCode')}>
            <PayCodePicture label={t('code.picture')} />
            <PayCodeCard code={content.payCode} title={t('code.codeTitle')} onCopy={onCopy} />
            <Text>{t('code.useCode')}</Text>
          </Section>
          <AmountDue amount={content.amount} currencyFlag={currencyFlag} />
        </>
      );
    }
    // No QR (none given, or one the link guard refused): the way back to the order.
    if (content.qrSrc === undefined) return noCode;
    const alt =
      content.amount === null
        ? t('code.qrAltNoAmount')
        : t('code.qrAlt', { amount: showMoney(content.amount, format) });
    return (
      <>
        <Section title={t('code.scanTitle')}>
          <Centered>
            {/* Retry asks for the picture again by itself: the page has nothing more to do. */}
            <QrImage src={content.qrSrc} alt={alt} size={240} onRetry={() => {}} />
          </Centered>
        </Section>
        <AmountDue amount={content.amount} currencyFlag={currencyFlag} />
        <Section title={t('code.tips.title')}>
          <Tips>
            {TIPS.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </Tips>
        </Section>
      </>
    );
  };
  return (
    <ScreenLayout title={app('title.repaymentOfCode')} onBack={onBack}>
      {body()}
    </ScreenLayout>
  );
}
