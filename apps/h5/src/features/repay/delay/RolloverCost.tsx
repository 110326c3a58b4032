import { FoldList } from '@hiram/ui';
import { usePackText } from '../../../i18n/index.ts';
import {
  type DisplayFormat,
  Section,
  showDate,
  showMoney,
  showPercent,
} from '../../../screen/index.ts';
import { rolloverText } from '../text/rollover/index.ts';
import { type RolloverTerms, rolloverCost } from './rolloverCost.ts';

export interface RolloverCostProps {
  terms: RolloverTerms;
  format: DisplayFormat;
}

/** The extension's fee, its new due date and the fee as a share of the amount due a month. */
export function RolloverCost({ terms, format }: RolloverCostProps) {
  const r = usePackText(rolloverText);
  const cost = rolloverCost(terms, format.timeZone);
  if (!cost) return null;
  const rows = [
    { text: r('rollover.cost.fee'), value: showMoney(cost.fee, format) },
    { text: r('rollover.cost.newDate'), value: showDate(terms.repayDate, format) },
    {
      text: r('rollover.cost.rate'),
      value: r('rollover.cost.rateValue', { percent: showPercent(cost.feePerMonth, format) }),
    },
  ];
  return (
    <Section title={r('rollover.cost.title')}>
      <FoldList rows={rows} foldAt={rows.length} />
      <p>
        {r('rollover.cost.basis', { amount: showMoney(cost.amountDue, format), days: cost.days })}
      </p>
    </Section>
  );
}
