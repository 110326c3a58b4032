import type { QaText } from './en.ts';

/** 测试横幅（仅 Storybook 与演示版）。 */
const zhCN: QaText = {
  'qa.title': '测试：超出 SEC 上限（不向借款人显示）',
  'qa.monthlyRate': '{rule}：月实际利率 {figure} 超过 {cap} 的上限。',
  'qa.totalCost': '{rule}：总成本为借款金额的 {figure}，超过 {cap} 的上限。',
};

export default zhCN;
