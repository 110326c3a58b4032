/** English text of the installment and rollover screens. */
const en = {
  'payment.method': 'Payment Method',
  'payment.hint': 'Please select your repayment method for payment',
  'payment.pay': 'Payment',
  'payment.pickerTitle': 'Choose how to pay',
  'payment.noChannels':
    'No payment method is available right now. Please try again later or contact customer service.',
  'payment.noChannels.payCode':
    'Online payment methods are not available right now. You can still pay with the code above.',
  'payment.more': 'more',
  'payment.hide': 'hide',
  'payment.repayDate': 'Repayment date',
  'payment.amountDue': 'Amount due',
  'payment.details': 'Repayment details',
  'payment.help.title': 'How to pay',
  'payment.help.body': 'Step-by-step instructions for e-wallets and payment centers',
  'payment.payCode.heading': 'Your pay code',
  'payment.payCode.open': 'Copy & pay',
  'payment.payCode.copied': 'copy success',
  'payment.payCode.offline':
    'Your pay code could not be opened. Check your connection and try again.',
  'payment.payCode.saveFailed':
    'Your browser would not keep the pay code for the next screen. Turn off private browsing or free some storage, then try again.',
  'payment.scan.open': 'Show barcode',
  'payment.scan.title': 'Show barcode',
  'payment.scan.hint':
    'Show this barcode to the cashier and pay exactly {amount}. Turn up your screen brightness.',
  'payment.scan.label': 'Barcode of pay code {code}',
  'payment.scan.close': 'Close',
  'payment.delay.heading': 'Rollover',
  'payment.delay.nextDate': 'New due date, once this fee is paid',
  'payment.delay.plan': 'Repayment plan',
  'payment.delay.due': 'Due {date}',
};

export default en;
export type PaymentText = typeof en;
