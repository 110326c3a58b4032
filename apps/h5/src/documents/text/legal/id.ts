import type { LegalText } from './en.ts';

const id: LegalText = {
  'legal.contents': 'Daftar isi',
  'legal.backToContents': 'Kembali ke daftar isi',
};

export default id;
