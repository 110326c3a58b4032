import type { GuideText } from './en.ts';

const zhCN: GuideText = {
  'guide.exactAmount': '请支付页面显示的准确金额。',
};

export default zhCN;
