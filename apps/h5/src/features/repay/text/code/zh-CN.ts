import type { CodeText } from './en.ts';

const zhCN: CodeText = {
  'code.copied': '复制成功',
};

export default zhCN;
