import type { RolloverText } from './en.ts';

/** Teks biaya perpanjangan di `/repayDelay`. */
const id: RolloverText = {
  'rollover.cost.title': 'Biaya perpanjangan ini',
  'rollover.cost.fee': 'Biaya perpanjangan',
  'rollover.cost.newDate': 'Tanggal jatuh tempo baru',
  'rollover.cost.rate': 'Tarif setara per bulan',
  'rollover.cost.rateValue': '{percent} dari jumlah terutang',
  'rollover.cost.basis': 'Dengan biaya ini, jatuh tempo {amount} mundur {days} hari.',
};

export default id;
