/** English text of the payment instruction screens. `{biller}` is the lender's name. */
const en = {
  'guide.billerFallback': 'your lender',
  'guide.rules.title': 'Before you pay',
  'guide.exactAmount': 'Pay the exact amount due.',
  'guide.rule.oneReference': 'Use one pay code for each payment.',
  'guide.rule.keepReceipt': 'Keep the receipt or deposit slip as proof of payment.',
  'guide.rule.listedChannels': 'Pay only through the channels {biller} lists for your loan.',
  'guide.rule.neverShare': 'Never share your pay code with anyone who asks for it.',
  'guide.facts': 'Limits and posting time',
  'guide.enlarge': 'Tap the picture to enlarge it.',

  'guide.group.ewallet': 'E-wallet: pay bills',
  'guide.group.otherWallet': 'Another bank or e-wallet app',
  'guide.group.stores': 'Cash at a store or counter',

  'guide.gcash.name': 'GCash',
  'guide.gcash.step1': 'Open GCash and tap Bills.',
  'guide.gcash.step2': 'Tap Loans, then choose {biller}.',
  'guide.gcash.step3':
    'Enter your pay code as the reference number, then your mobile number and the amount.',
  'guide.gcash.step4': 'Tap Next, then Confirm.',
  'guide.gcash.fact1': 'Usually posts within minutes.',

  'guide.maya.name': 'Maya',
  'guide.maya.step1': 'Open Maya and tap Bills.',
  'guide.maya.step2': 'Tap Loans, then choose {biller}.',
  'guide.maya.step3': 'Enter your pay code as the account number, and the account name.',
  'guide.maya.step4': 'Tap Continue, then Pay.',
  'guide.maya.fact1': 'The payment shows PROCESSING until the biller confirms it.',
  'guide.maya.fact2': 'Some billers post in 1 to 3 working days.',

  'guide.qrph.name': 'QR Ph (any bank or e-wallet app)',
  'guide.qrph.step1': 'Open your bank or e-wallet app and tap Scan QR.',
  'guide.qrph.step2': 'Check the amount and the merchant.',
  'guide.qrph.step3': 'Confirm with your PIN or biometrics.',
  'guide.qrph.fact1': 'A dynamic QR code works once and expires (after 30 minutes by default).',

  'guide.transfer.name': 'InstaPay / PESONet bank transfer',
  'guide.transfer.fact1': 'InstaPay: real time, 24/7, up to {php50000}.',
  'guide.transfer.fact2': 'PESONet: credited the same or the next banking day.',

  'guide.seven.name': '7-Eleven (CLiQQ kiosk)',
  'guide.seven.step1': 'At the CLiQQ kiosk, tap Bills Payment, then More Billers.',
  'guide.seven.step2': 'Tap Loans, then choose {biller}.',
  'guide.seven.step3':
    'Enter your pay code as the reference number, then your mobile number and the amount.',
  'guide.seven.step4': 'Print the slip.',
  'guide.seven.step5': 'Pay the cashier while the slip is still valid.',
  'guide.seven.fact1': 'Whole pesos only: round the amount up.',
  'guide.seven.fact2': 'Under {php3500} posts in real time; larger amounts post the next day.',
  'guide.seven.fact3': 'Each payment: {php50} to {php50000}.',

  'guide.cebuana.name': 'Cebuana Lhuillier',
  'guide.cebuana.step1': 'Ask for Bills Payment.',
  'guide.cebuana.step2': 'Write your pay code in the "Control Number" field.',
  'guide.cebuana.step3': 'Pay in cash.',
  'guide.cebuana.fact1': 'Posts the next morning.',
  'guide.cebuana.fact2': 'At most {php30000} per payment.',

  'guide.mlhuillier.name': 'M Lhuillier',
  'guide.mlhuillier.step1': 'Ask for Bills Payment at the counter and give your pay code.',
  'guide.mlhuillier.fact1': 'M Lhuillier publishes no further steps.',

  'guide.palawan.name': 'Palawan Express',
  'guide.palawan.step1': 'Go before your pay code expires.',
  'guide.palawan.step2': 'Tell the teller it is a Bills Payment, not a remittance.',
  'guide.palawan.fact1': 'At most {php20000} per payment.',

  'guide.ecpay.name': 'ECPay outlets',
  'guide.ecpay.step1': 'Give your pay code and the amount.',
  'guide.ecpay.fact1': 'Over 490 thousand sari-sari stores and partner outlets.',
  'guide.ecpay.fact2': 'At most {php50000} per payment.',

  'guide.bayad.name': 'Bayad Center',
  'guide.bayad.step1': 'Fill in a Bills Payment slip.',
  'guide.bayad.step2': 'Write your pay code in the "Account/Ref Number" field.',
  'guide.bayad.fact1': 'Posts in real time where the branch is online.',

  'guide.picture.wallet':
    'Phone screen: Bills, then Loans, then the biller, then the fields for the reference number (your pay code), mobile number and amount.',
  'guide.picture.kiosk':
    'CLiQQ kiosk screen: Bills Payment, More Billers, Loans; then a printed slip to pay at the cashier.',
  'guide.picture.slip':
    'Bills Payment slip: your pay code goes in the reference field (Control Number, Account/Ref Number).',

  'guide.code.title': 'Your payment',
  'guide.code.label': 'Pay code',
  'guide.code.amount': 'Amount to pay',
  'guide.code.amountUnavailable': 'Amount unavailable',
  'guide.code.missing':
    'No pay code came with this page. Open it again from your loan, or use the pay code {biller} gave you with the steps below.',
  'guide.code.unsupported':
    'This payment link is not one this page can show. Use the pay code {biller} gave you with the steps below.',
  'guide.copied': 'copy success',
  'guide.copyFailed': 'Copy failed. Please note the pay code down by hand.',
};

export default en;
export type GuideText = typeof en;
