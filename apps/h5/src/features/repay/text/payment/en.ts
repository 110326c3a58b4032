/** English text of the installment and rollover screens. */
const en = {
  'payment.method': 'Payment Method',
};

export default en;
export type PaymentText = typeof en;
