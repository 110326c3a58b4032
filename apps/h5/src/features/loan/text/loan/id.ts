import type { LoanText } from './en.ts';

const id: LoanText = {
  'loan.loanNow': 'Pinjam Sekarang',
  'loan.termDays': '{days} hari',
  'loan.details': 'Rincian pinjaman',
  'loan.repayPlan': 'Rencana pembayaran',
  'loan.firstPayTime': 'Tanggal pembayaran pertama',
  'loan.repayDate': 'Tanggal pembayaran',
  'loan.agreement.title': 'Perjanjian pinjaman',
  'loan.agree': 'Setuju',
  'loan.agreeFirst': 'Baca dan setujui perjanjian terlebih dahulu.',
  'loan.pushUnanswered':
    'Pinjaman belum dapat dipastikan. Halaman pesanan Anda menunjukkan apakah pinjaman berhasil.',
  'loan.cancel': 'Batal',
  'loan.pointOut.title': 'Pemberitahuan',
  'loan.promo.message':
    'Penawaran pinjaman Anda sudah siap. Lihat biayanya di bawah sebelum Anda mengambilnya.',
};

export default id;
