import type { PaymentText } from './en.ts';

const id: PaymentText = {
  'payment.method': 'Metode Pembayaran',
};

export default id;
