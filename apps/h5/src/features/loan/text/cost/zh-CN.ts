import type { CostText } from './en.ts';

/** 借款确认页的借款成本披露。 */
const zhCN: CostText = {
  'cost.title': '本笔借款的成本',
  'cost.item': '项目',
  'cost.figure': '金额',
  'cost.amountFinanced': '融资金额',
  'cost.netProceeds': '实际到手金额',
  'cost.financeCharge': '融资费用',
  'cost.totalToRepay': '应还总额',
  'cost.monthlyRate': '月实际利率',
  'cost.yearlyRate': '年实际利率',
  'cost.basis': '按上方还款计划计算，自放款之日起算。',
  'cost.unavailable':
    '无法根据此借款计算成本。借款前请向我们索取披露声明（disclosure statement）。',
  'cost.advisory': '签署前请阅读《诚实借贷法》规定的披露声明。',
  'cost.copyRight': '您有权索取披露声明的副本',
};

export default zhCN;
