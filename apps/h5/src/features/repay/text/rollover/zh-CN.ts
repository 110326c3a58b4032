import type { RolloverText } from './en.ts';

/** `/repayDelay` 展期费用。 */
const zhCN: RolloverText = {
  'rollover.cost.title': '本次展期的费用',
  'rollover.cost.fee': '展期费',
  'rollover.cost.newDate': '新的到期日',
  'rollover.cost.rate': '折合月费率',
  'rollover.cost.rateValue': '应还金额的 {percent}',
  'rollover.cost.basis': '支付展期费后，{amount} 的还款日推迟 {days} 天。',
};

export default zhCN;
