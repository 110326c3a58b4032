import type { PaymentText } from './en.ts';

const zhCN: PaymentText = {
  'payment.method': '支付方式',
};

export default zhCN;
