/** English text of the bank account screen. */
const en = {
  'bank.cardTypes': 'Account type',
  'bank.cardType.1': 'E-wallet',
  'bank.cardType.2': 'Bank account',
  'bank.cardType.other': 'Account type {type}',
  'bank.details': 'Account details',
  'bank.choose': 'Please choose',
  'bank.required': 'Please fill this in',
  'bank.requiredChoice': 'Please choose one',
  'bank.missing': 'Please fill in: {fields}',
  /** Between the names of the fields left empty. */
  'bank.missing.between': ', ',
  'bank.empty.title': 'Nothing to fill in yet',
  'bank.empty.body': 'The account form is not available right now. Please try again later.',
  'bank.confirm': 'Confirm',
  'bank.cancel': 'Cancel',
  'bank.next': 'Next',
};

export default en;
export type BankText = typeof en;
