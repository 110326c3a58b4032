import { styled } from 'styled-components';
import { usePackText } from '../../../i18n/index.ts';
import { todayIn } from '../../../screen/calendarDay.ts';
import {
  type DisplayFormat,
  Section,
  showMoney,
  showPercent,
  useDisplayFormat,
} from '../../../screen/index.ts';
import { costText } from '../text/cost/index.ts';
import { capBreaches } from './capCheck.ts';
import { type CostInputs, type CostOfCredit, costOfCredit, payoutDay } from './costOfCredit.ts';
import { qaCapBanner } from './qaBanner.ts';

export interface CostOfLoanProps {
  offer: CostInputs;
  /** Now (epoch ms): today in the brand's zone is the payout day when the offer does not date it. */
  now: number;
  currencyFlag: string;
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th, td {
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: top;
  }

  th { text-align: start; font-weight: ${({ theme }) => theme.font.weight.regular}; color: ${({ theme }) => theme.color.textMuted}; }
  td { text-align: end; font-weight: ${({ theme }) => theme.font.weight.bold}; white-space: nowrap; }
  thead th { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }

  @container (max-width: 14em) {
    tbody tr { display: flex; flex-wrap: wrap; }
    tbody th, tbody td { display: block; }
    tbody td { margin-inline-start: auto; }
  }
`;

/** Where large text leaves no room beside a label, its figure goes under it. */
const TableBox = styled.div`
  container-type: inline-size;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Strong = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

function rows(cost: CostOfCredit, format: DisplayFormat) {
  return [
    ['cost.amountFinanced', showMoney(cost.amountFinanced, format)],
    ['cost.netProceeds', showMoney(cost.netProceeds, format)],
    ['cost.financeCharge', showMoney(cost.financeCharge, format)],
    ['cost.totalToRepay', showMoney(cost.totalToRepay, format)],
    ['cost.monthlyRate', showPercent(cost.monthlyRate, format)],
    ['cost.yearlyRate', showPercent(cost.yearlyRate, format)],
  ] as const;
}

/**
 * The Truth in Lending figures of the offer (RA 3765, SEC MC 19 s.2019), read as a table. A plan
 * that cannot be read hides the figures behind a plain sentence; the loan stays possible.
 */
export function CostOfLoan({ offer, now, currencyFlag }: CostOfLoanProps) {
  const c = usePackText(costText);
  const format = useDisplayFormat(currencyFlag);
  const today = todayIn(format.timeZone, now);
  const payout = payoutDay(offer, today, format.timeZone);
  const cost = payout && costOfCredit(offer, payout, format.timeZone);
  return (
    <Section title={c('cost.title')}>
      {cost ? (
        <>
          <TableBox>
            <Table aria-label={c('cost.title')}>
              <thead>
                <tr>
                  <th scope="col">{c('cost.item')}</th>
                  <th scope="col">{c('cost.figure')}</th>
                </tr>
              </thead>
              <tbody>
                {rows(cost, format).map(([key, value]) => (
                  <tr key={key}>
                    <th scope="row">{c(key)}</th>
                    <td>{value}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableBox>
          <Note>{c('cost.basis')}</Note>
        </>
      ) : (
        <Note>{c('cost.unavailable')}</Note>
      )}
      <Strong>{c('cost.advisory')}</Strong>
      <Note>{c('cost.copyRight')}</Note>
      {qaCapBanner && cost && (
        // The caps in force on the day the loan is entered into: today, as it is confirmed.
        <qaCapBanner.Part breaches={capBreaches(cost, today)} format={format} />
      )}
    </Section>
  );
}
