import type { RolloverText } from './en.ts';

/** Teks biaya perpanjangan di `/repayDelay`. */
const id: RolloverText = {
  'rollover.cost.title': 'Biaya perpanjangan ini',
  'rollover.cost.fee': 'Biaya perpanjangan',
  'rollover.cost.newDate': 'Tanggal jatuh tempo baru',
  'rollover.cost.rate': 'Biaya per bulan perpanjangan',
  'rollover.cost.rateValue': '{percent} dari jumlah terutang',
  'rollover.cost.basis': 'Biaya ini memundurkan {amount} selama {days} hari.',
};

export default id;
