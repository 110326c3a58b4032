import type { BankText } from './en.ts';

const id: BankText = {
  'bank.cardTypes': 'Jenis akun',
  'bank.cardType.1': 'Dompet digital',
  'bank.cardType.2': 'Rekening bank',
  'bank.cardType.other': 'Jenis akun {type}',
  'bank.details': 'Detail akun',
  'bank.choose': 'Silakan pilih',
  'bank.required': 'Harap isi bagian ini',
  'bank.requiredChoice': 'Harap pilih salah satu',
  'bank.missing': 'Harap isi: {fields}',
  /** Between the names of the fields left empty. */
  'bank.missing.between': ', ',
  'bank.empty.title': 'Belum ada yang perlu diisi',
  'bank.empty.body': 'Formulir akun belum tersedia saat ini. Silakan coba lagi nanti.',
  'bank.confirm': 'Konfirmasi',
  'bank.cancel': 'Batal',
  'bank.next': 'Berikutnya',
};

export default id;
