/** English text of the order screens. */
const en = {
  'order.action.repayNow': 'REPAY',
  'order.action.rollover': 'Rollover Repayment',
  'order.action.rolloverHint': 'Short of money?',
  'order.action.repayment': 'Repayment',
  'order.action.borrowAgain': 'Borrow Again',
  'order.products.title': 'Recommended products',
  'order.products.more': 'Click to view more products',
  'order.kindTips.title': 'Kind tips',
  'order.kindTips.ok': 'OK',
  'order.reWithdraw.title': 'Withdraw again',
  'order.reWithdraw.cancel': 'Cancel',
  'order.reWithdraw.confirm': 'Withdraw Now',
  'order.rating.title': 'Rate our service',
  'order.rating.body': 'How was your loan experience? Tap the stars to rate it.',
  'order.rating.cancel': 'Cancel',
  'order.rating.send': 'Send',
  'order.rating.choose': 'Tap a star to rate first.',
  'order.ratingResult.title': 'Thank you for your feedback',
  'order.ratingResult.body': 'We will keep working to improve our service.',
  'order.ratingResult.ok': 'OK',
  'order.bindCard.title': 'Bind your card',
  'order.bindCard.go': 'Go and bind the card',
  'order.union.failed': 'Failed',
};

export default en;
export type OrderText = typeof en;
