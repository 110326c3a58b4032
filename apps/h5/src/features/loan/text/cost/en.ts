/** English text of the cost-of-credit disclosure on the loan confirm screens. */
const en = {
  'cost.title': 'Cost of this loan',
  'cost.item': 'Item',
  'cost.figure': 'Figure',
  'cost.amountFinanced': 'Amount financed',
  'cost.netProceeds': 'Net proceeds (what you receive)',
  'cost.financeCharge': 'Finance charge',
  'cost.totalToRepay': 'Total to repay',
  'cost.monthlyRate': 'Effective interest rate a month',
  'cost.yearlyRate': 'Effective interest rate a year',
  'cost.basis':
    'Worked out from the repayment plan above, counted from the day the loan is paid out.',
  'cost.unavailable':
    'The cost of this loan cannot be worked out from this offer. Ask us for the disclosure statement before you borrow.',
  'cost.advisory': 'Read the Truth in Lending disclosure statement before you sign.',
  'cost.copyRight': 'You have the right to ask for a copy of the disclosure statement',
};

export default en;
export type CostText = typeof en;
