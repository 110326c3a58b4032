/** English text of the loan confirm screens. */
const en = {
  'loan.loanNow': 'Loan Now',
  'loan.termDays': '{days} days',
  'loan.details': 'Loan details',
  'loan.repayPlan': 'Repayment plan',
  'loan.firstPayTime': 'First repayment date',
  'loan.repayDate': 'Repayment date',
  'loan.agreement.title': 'Loan agreement',
  'loan.agree': 'Agree',
  'loan.agreeFirst': 'Please read and agree to the agreements first.',
  'loan.pushUnanswered':
    'We could not confirm the loan. Your order page shows whether it went through.',
  'loan.cancel': 'Cancel',
  'loan.pointOut.title': 'Point out',
  'loan.promo.message': 'Your loan offer is ready. See what it costs below before you take it.',
};

export default en;
export type LoanText = typeof en;
