import { styled } from 'styled-components';
import { usePackText } from '../../../i18n/index.ts';
import { type DisplayFormat, showPercent } from '../../../screen/index.ts';
import { qaText } from '../text/qa/index.ts';
import type { CapBreach } from './capCheck.ts';

export interface QaCapBannerProps {
  breaches: readonly CapBreach[];
  format: DisplayFormat;
}

const Banner = styled.div`
  padding: ${({ theme }) => theme.space.sm};
  border: 2px dashed ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.sm};

  p, ul { margin: 0; }
  ul { padding-inline-start: ${({ theme }) => theme.space.lg}; }
`;

/** For QA and the lender: the SEC caps the offer goes beyond, by rule and figure. */
export function QaCapBanner({ breaches, format }: QaCapBannerProps) {
  const q = usePackText(qaText);
  if (breaches.length === 0) return null;
  return (
    <Banner role="note" aria-label={q('qa.title')}>
      <p>
        <strong>{q('qa.title')}</strong>
      </p>
      <ul>
        {breaches.map((breach) => (
          <li key={`${breach.rule}-${breach.measure}`}>
            {q(breach.measure === 'monthlyRate' ? 'qa.monthlyRate' : 'qa.totalCost', {
              rule: breach.rule,
              figure: showPercent(breach.figure, format),
              cap: showPercent(breach.cap, format),
            })}
          </li>
        ))}
      </ul>
    </Banner>
  );
}
