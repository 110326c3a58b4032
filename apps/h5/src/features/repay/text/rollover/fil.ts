import type { RolloverText } from './en.ts';

const fil: RolloverText = {
  'rollover.cost.title': 'Magkano ang extension fee',
  'rollover.cost.fee': 'Extension fee',
  'rollover.cost.newDate': 'Bagong takdang petsa',
  'rollover.cost.rate': 'Katumbas na rate kada buwan ng extension fee',
  'rollover.cost.rateValue': '{percent} ng halagang dapat bayaran',
  'rollover.cost.basis':
    'Dahil sa fee na ito, maiuusog nang {days} araw ang takdang petsa ng {amount}.',
};

export default fil;
