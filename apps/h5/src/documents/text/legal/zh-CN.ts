import type { LegalText } from './en.ts';

const zhCN: LegalText = {
  'legal.contents': '目录',
  'legal.backToContents': '返回目录',
};

export default zhCN;
