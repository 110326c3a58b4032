import type { RolloverText } from './en.ts';

const fil: RolloverText = {
  'rollover.cost.title': 'Ang halaga ng extension na ito',
  'rollover.cost.fee': 'Bayad sa extension',
  'rollover.cost.newDate': 'Bagong takdang petsa',
  'rollover.cost.rate': 'Bayad kada buwan ng extension',
  'rollover.cost.rateValue': '{percent} ng halagang dapat bayaran',
  'rollover.cost.basis': 'Inuurong ng bayad na ito ang {amount} nang {days} araw.',
};

export default fil;
