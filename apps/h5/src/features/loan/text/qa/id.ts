import type { QaText } from './en.ts';

/** Teks spanduk QA (hanya Storybook dan versi demo). */
const id: QaText = {
  'qa.title': 'QA: batas SEC terlampaui (tidak pernah ditampilkan ke peminjam)',
  'qa.monthlyRate': '{rule}: suku bunga efektif {figure} per bulan melebihi batas {cap}.',
  'qa.totalCost': '{rule}: total biaya {figure} dari jumlah pinjaman melebihi batas {cap}.',
};

export default id;
