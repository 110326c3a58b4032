/** English text of the card repayment screen. */
const en = {
  'card.chooseCard': 'Please choose the bank card to pay with first!',
};

export default en;
export type CardText = typeof en;
