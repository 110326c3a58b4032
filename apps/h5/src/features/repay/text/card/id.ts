import type { CardText } from './en.ts';

const id: CardText = {
  'card.chooseCard': 'Silakan pilih kartu bank untuk membayar terlebih dahulu!',
  'card.amount': 'Jumlah yang harus dibayar',
  'card.noAmount':
    'Jumlah pembayaran tidak ada atau tidak valid. Kembali ke pesanan Anda dan buka pembayaran lagi.',
  'card.payWith': 'Bayar dengan',
  'card.addCard': 'Tambah kartu',
  'card.noCards.title': 'Belum ada kartu bank',
  'card.noCards.body': 'Tambahkan kartu bank untuk membayar pinjaman Anda.',
  'card.online': 'Pembayaran online',
  'card.online.hint': 'Anda melanjutkan di halaman mitra pembayaran.',
  'card.pay': 'Bayar sekarang',
  'card.paid': 'Pembayaran terkirim. Mungkin perlu waktu sebelum tampil di halaman pesanan Anda.',
  'card.payUnanswered':
    'Pembayaran belum dapat dipastikan. Halaman pesanan Anda menunjukkan apakah pembayaran berhasil.',
  'card.verify.title': 'Verifikasi SMS',
  'card.verify.sent': 'Kami telah mengirim kode 6 digit melalui SMS ke nomor ponsel akun Anda.',
  'card.verify.resend': 'Kirim ulang kode',
  'card.verify.resendIn': 'Kirim ulang dalam {seconds} dtk',
  'card.verify.wait':
    'Kode baru saja dikirim. Anda dapat meminta kode baru setelah {seconds} detik.',
  'card.verify.wrongCode': 'Masukkan 6 digit kode dari SMS.',
  'card.verify.confirm': 'Konfirmasi pembayaran',
};

export default id;
