/** English text of the repayment-by-code screens. */
const en = {
  // Spec section 8: the toast after the pay code is copied, verbatim.
  'code.copied': 'copy success',
  'code.copyFailed': 'The code could not be copied. Please write it down.',
  'code.codeTitle': 'Pay code',
  'code.proofNote': 'Keep your deposit slip or receipt as proof of payment.',
  'code.total': 'Amount to pay',
  'code.amountUnavailable': 'Amount unavailable',
  'code.amountUnavailableHint': 'Check the amount due on your order page before you pay.',
  'code.instructions': 'How to pay',
  'code.toOrder': 'Go to my order',
  'code.missing.title': 'No pay code to show',
  'code.missing.body': 'Open the repayment page of your order to get a pay code.',
  'code.broken.title': 'The payment details could not be read',
  'code.broken.body': 'Open the repayment page of your order again to get a new pay code.',
  'code.yourCode': 'Your pay code',
  'code.picture': 'A payment slip with a pay code, as used at payment outlets and e-wallet apps',
  'code.useCode':
    'Give this code at the payment outlet, or enter it in your e-wallet app, and pay the exact amount.',
  'code.noCode.title': 'No pay code',
  'code.noCode.body':
    'This page was opened without a pay code. Open the payment again from your order.',
  'code.scanTitle': 'Scan to pay',
  'code.qrAlt': 'QR code to pay {amount}',
  'code.qrAltNoAmount': 'QR code to pay',
  'code.tips.title': 'How to pay with the QR code',
  'code.tip.app': 'Open any bank or e-wallet app that accepts QR Ph.',
  'code.tip.scan': 'Tap "Scan QR" and point the camera at this code.',
  'code.tip.check': 'Check that the amount and the merchant name are right.',
  'code.tip.confirm': 'Confirm the payment with your PIN or biometrics.',
  'code.tip.expiry':
    'The code works once and expires, after 30 minutes by default. If it has expired, open the payment again for a new code.',
};

export default en;
export type CodeText = typeof en;
