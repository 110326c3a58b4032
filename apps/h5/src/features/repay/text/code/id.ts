import type { CodeText } from './en.ts';

const id: CodeText = {
  'code.copied': 'Berhasil disalin',
  'code.copyFailed': 'Kode tidak dapat disalin. Silakan catat kodenya.',
  'code.codeTitle': 'Kode bayar',
  'code.proofNote': 'Simpan slip setoran atau struk sebagai bukti pembayaran.',
  'code.total': 'Jumlah yang harus dibayar',
  'code.amountUnavailable': 'Jumlah tidak tersedia',
  'code.amountUnavailableHint': 'Periksa jumlah tagihan di halaman pesanan Anda sebelum membayar.',
  'code.instructions': 'Cara membayar',
  'code.toOrder': 'Ke pesanan saya',
  'code.missing.title': 'Tidak ada kode bayar',
  'code.missing.body': 'Buka halaman pembayaran pesanan Anda untuk mendapatkan kode bayar.',
  'code.broken.title': 'Detail pembayaran tidak dapat dibaca',
  'code.broken.body':
    'Buka kembali halaman pembayaran pesanan Anda untuk mendapatkan kode bayar baru.',
  'code.yourCode': 'Kode bayar Anda',
  'code.picture':
    'Slip pembayaran dengan kode bayar, seperti di gerai pembayaran dan aplikasi dompet digital',
  'code.useCode':
    'Berikan kode ini di gerai pembayaran, atau masukkan di aplikasi dompet digital Anda, lalu bayar sesuai jumlah yang tepat.',
  'code.noCode.title': 'Tidak ada kode bayar',
  'code.noCode.body':
    'Halaman ini dibuka tanpa kode bayar. Buka kembali pembayaran dari pesanan Anda.',
  'code.scanTitle': 'Pindai untuk membayar',
  'code.qrAlt': 'Kode QR untuk membayar {amount}',
  'code.qrAltNoAmount': 'Kode QR untuk membayar',
  'code.tips.title': 'Cara membayar dengan kode QR',
  'code.tip.app': 'Buka aplikasi bank atau dompet digital apa pun yang menerima QR Ph.',
  'code.tip.scan': 'Ketuk "Scan QR" dan arahkan kamera ke kode ini.',
  'code.tip.check': 'Periksa bahwa jumlah dan nama merchant sudah benar.',
  'code.tip.confirm': 'Konfirmasi pembayaran dengan PIN atau biometrik.',
  'code.tip.expiry':
    'Kode hanya berlaku sekali dan kedaluwarsa, setelah 30 menit secara bawaan. Jika sudah kedaluwarsa, buka kembali pembayaran untuk kode baru.',
};

export default id;
