/** English text of the card repayment screen. */
const en = {
  'card.chooseCard': 'Please choose the bank card to pay with first!',
  'card.amount': 'Amount to pay',
  'card.noAmount':
    'The amount to pay is missing or not valid. Go back to your order and open the repayment again.',
  'card.payWith': 'Pay with',
  'card.addCard': 'Add a card',
  'card.noCards.title': 'No bank card yet',
  'card.noCards.body': 'Add a bank card to repay your loan with it.',
  'card.online': 'Online payment',
  'card.online.hint': 'You continue on the payment partner’s page.',
  'card.pay': 'Pay now',
  'card.paid': 'Payment sent. It may take a while to show on your order page.',
  'card.payUnanswered':
    'We could not confirm the payment. Your order page shows whether it went through.',
  'card.verify.title': 'SMS verification',
  'card.verify.sent': 'We sent a 6-digit code by SMS to the phone number of your account.',
  'card.verify.resend': 'Resend code',
  'card.verify.resendIn': 'Resend in {seconds} s',
  'card.verify.wait': 'The code was just sent. You can ask for a new one in {seconds} s.',
  'card.verify.wrongCode': 'Enter the 6-digit code from the SMS.',
  'card.verify.confirm': 'Confirm payment',
};

export default en;
export type CardText = typeof en;
