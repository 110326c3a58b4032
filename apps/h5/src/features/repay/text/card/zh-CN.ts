import type { CardText } from './en.ts';

const zhCN: CardText = {
  'card.chooseCard': '请先选择付款银行卡！',
};

export default zhCN;
