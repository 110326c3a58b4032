import type { PaymentText } from './en.ts';

const id: PaymentText = {
  'payment.method': 'Metode Pembayaran',
  'payment.hint': 'Silakan pilih metode pembayaran Anda',
  'payment.pay': 'Bayar',
  'payment.pickerTitle': 'Pilih cara membayar',
  'payment.noChannels':
    'Saat ini tidak ada metode pembayaran yang tersedia. Silakan coba lagi nanti atau hubungi layanan pelanggan.',
  'payment.noChannels.payCode':
    'Metode pembayaran online sedang tidak tersedia. Anda tetap bisa membayar dengan kode di atas.',
  'payment.more': 'selengkapnya',
  'payment.hide': 'sembunyikan',
  'payment.repayDate': 'Tanggal pembayaran',
  'payment.amountDue': 'Jumlah tagihan',
  'payment.details': 'Rincian pembayaran',
  'payment.help.title': 'Cara membayar',
  'payment.help.body': 'Petunjuk langkah demi langkah untuk dompet digital dan gerai pembayaran',
  'payment.payCode.heading': 'Kode bayar Anda',
  'payment.payCode.open': 'Salin & bayar',
  'payment.payCode.copied': 'Berhasil disalin',
  'payment.payCode.offline':
    'Kode bayar Anda tidak dapat dibuka. Periksa koneksi Anda lalu coba lagi.',
  'payment.payCode.saveFailed':
    'Peramban Anda tidak dapat menyimpan kode bayar untuk layar berikutnya. Matikan mode penjelajahan pribadi atau kosongkan ruang penyimpanan, lalu coba lagi.',
  'payment.scan.open': 'Tampilkan kode batang',
  'payment.scan.title': 'Tampilkan kode batang',
  'payment.scan.hint':
    'Tunjukkan kode batang ini kepada kasir dan bayar tepat {amount}. Naikkan kecerahan layar.',
  'payment.scan.label': 'Kode batang dari kode bayar {code}',
  'payment.scan.close': 'Tutup',
  'payment.delay.heading': 'Perpanjangan',
  'payment.delay.nextDate': 'Tanggal jatuh tempo baru, setelah biaya ini dibayar',
  'payment.delay.plan': 'Rencana pembayaran',
  'payment.delay.due': 'Jatuh tempo {date}',
};

export default id;
