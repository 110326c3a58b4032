import type { OrderText } from './en.ts';

const id: OrderText = {
  'order.action.repayNow': 'BAYAR',
  'order.action.rollover': 'Pembayaran perpanjangan',
  'order.action.rolloverHint': 'Kekurangan uang?',
  'order.action.repayment': 'Pembayaran',
  'order.action.borrowAgain': 'Pinjam lagi',
  'order.products.title': 'Produk rekomendasi',
  'order.products.more': 'Klik untuk melihat produk lainnya',
  'order.kindTips.title': 'Tips',
  'order.kindTips.ok': 'OK',
  'order.reWithdraw.title': 'Tarik dana lagi',
  'order.reWithdraw.cancel': 'Batal',
  'order.reWithdraw.confirm': 'Tarik sekarang',
  'order.rating.title': 'Beri nilai layanan kami',
  'order.rating.body': 'Bagaimana pengalaman pinjaman Anda? Ketuk bintang untuk menilai.',
  'order.rating.cancel': 'Batal',
  'order.rating.send': 'Kirim',
  'order.rating.choose': 'Silakan pilih',
  'order.ratingResult.title': 'Terima kasih atas masukan Anda',
  'order.ratingResult.body': 'Kami akan terus meningkatkan layanan kami.',
  'order.ratingResult.ok': 'OK',
  'order.bindCard.title': 'Hubungkan kartu Anda',
  'order.bindCard.go': 'Hubungkan kartu sekarang',
  'order.union.failed': 'Gagal',
};

export default id;
