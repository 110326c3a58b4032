/** English text of the rollover's cost on `/repayDelay`. */
const en = {
  'rollover.cost.title': 'What this extension costs',
  'rollover.cost.fee': 'Extension fee',
  'rollover.cost.newDate': 'New due date',
  'rollover.cost.rate': 'Fee a month of extension',
  'rollover.cost.rateValue': '{percent} of the amount due',
  'rollover.cost.basis': 'The fee moves {amount} by {days} days.',
};

export default en;
export type RolloverText = typeof en;
