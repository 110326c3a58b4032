import type { CostText } from './en.ts';

/** Teks Bahasa Indonesia untuk pengungkapan biaya pinjaman di halaman konfirmasi. */
const id: CostText = {
  'cost.title': 'Biaya pinjaman ini',
  'cost.item': 'Rincian',
  'cost.figure': 'Nilai',
  'cost.amountFinanced': 'Jumlah yang dibiayai',
  'cost.netProceeds': 'Dana bersih (yang Anda terima)',
  'cost.financeCharge': 'Biaya pembiayaan',
  'cost.totalToRepay': 'Total yang dibayar kembali',
  'cost.monthlyRate': 'Suku bunga efektif per bulan',
  'cost.yearlyRate': 'Suku bunga efektif per tahun',
  'cost.basis': 'Dihitung dari rencana pembayaran di atas, sejak hari pinjaman dicairkan.',
  'cost.unavailable':
    'Biaya pinjaman ini tidak dapat dihitung dari penawaran ini. Mintalah pernyataan pengungkapan kepada kami sebelum meminjam.',
  'cost.advisory': 'Bacalah pernyataan pengungkapan Truth in Lending sebelum Anda menandatangani.',
  'cost.copyRight': 'Anda berhak meminta salinan pernyataan pengungkapan',
};

export default id;
