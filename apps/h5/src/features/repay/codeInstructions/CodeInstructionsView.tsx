import { PayCodeCard } from '@hiram/ui';
import { styled } from 'styled-components';
import { usePackText, useT } from '../../../i18n/index.ts';
import { ScreenLayout, Section, showMoney, useDisplayFormat } from '../../../screen/index.ts';
import { PaymentGuide } from '../shared/guide/PaymentGuide.tsx';
import { guideText } from '../text/guide/index.ts';
import type { CodeRequest } from './codeQuery.ts';

export interface CodeInstructionsViewProps {
  request: CodeRequest;
  /** `currencyType`: 1 shows the rupee, anything else the peso. */
  currencyFlag: string;
  /** Who the borrower pays: the lender's name. */
  biller: string;
  onBack: () => void;
  /** After a tap on the code, with whether it reached the clipboard. */
  onCopy: (success: boolean) => void;
}

const Amount = styled.dl`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0 0;

  & > dt { color: ${({ theme }) => theme.color.textMuted}; }
  & > dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** The code card and the amount below it, spaced as the section spaces its parts. */
const CodeBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const NBSP = '\u00a0';

/**
 * The code's place while it is read from the address: a card and an amount row, no values. Not
 * `busy` when it only holds the space a notice takes (the card then as the code would draw it).
 */
function CodePlaceholder({
  label,
  amountLabel,
  busy = true,
}: {
  label: string;
  amountLabel: string;
  busy?: boolean;
}) {
  return (
    <CodeBlock>
      {busy ? (
        <PayCodeCard code="" title={label} loading />
      ) : (
        <PayCodeCard code={NBSP} title={label} />
      )}
      <Amount aria-hidden="true">
        <dt>{amountLabel}</dt>
        <dd>{NBSP}</dd>
      </Amount>
    </CodeBlock>
  );
}

/**
 * The notice in the space the code's place held while the address was read, so nothing below
 * moves: `HeldSpace`'s way, inline, as that module was a chunk of its own (one more request) here.
 */
const NoticeInPlace = styled.div`
  display: grid;

  & > * { grid-area: 1 / 1; min-width: 0; }
  & > [aria-hidden] { visibility: hidden; }
`;

const Notice = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

/** `/carpmm`: the pay code to copy and the amount, then the rules and every channel's steps. */
export function CodeInstructionsView({
  request,
  currencyFlag,
  biller,
  onBack,
  onCopy,
}: CodeInstructionsViewProps) {
  const t = useT();
  const g = usePackText(guideText);
  const format = useDisplayFormat(currencyFlag);
  return (
    <ScreenLayout title={t('title.carpmm')} onBack={onBack}>
      <Section title={g('guide.code.title')}>
        {request.kind === 'reading' && (
          <CodePlaceholder label={g('guide.code.label')} amountLabel={g('guide.code.amount')} />
        )}
        {request.kind === 'code' && (
          <CodeBlock>
            <PayCodeCard code={request.payCode} title={g('guide.code.label')} onCopy={onCopy} />
            <Amount>
              <dt>{g('guide.code.amount')}</dt>
              <dd>
                {request.amount === null
                  ? g('guide.code.amountUnavailable')
                  : showMoney(request.amount, format)}
              </dd>
            </Amount>
          </CodeBlock>
        )}
        {(request.kind === 'missingCode' || request.kind === 'unsupported') && (
          <NoticeInPlace>
            <div aria-hidden="true">
              <CodePlaceholder
                label={g('guide.code.label')}
                amountLabel={g('guide.code.amount')}
                busy={false}
              />
            </div>
            <Notice role="status">
              {g(request.kind === 'missingCode' ? 'guide.code.missing' : 'guide.code.unsupported', {
                biller,
              })}
            </Notice>
          </NoticeInPlace>
        )}
      </Section>
      <PaymentGuide biller={biller} />
    </ScreenLayout>
  );
}
