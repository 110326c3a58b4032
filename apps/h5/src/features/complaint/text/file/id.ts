import type { FileText } from './en.ts';

const id: FileText = {
  'file.start.order': 'Pesanan',
  'file.start.orderNo': 'No. pesanan {orderNo}',
  'file.start.all': 'Semua',
  'file.start.allTitle': 'Semua pesanan',
  'file.start.noOrder.title': 'Tidak ada pesanan saat ini',
  'file.start.noOrder.body': 'Ketuk Semua untuk memilih pesanan yang ingin Anda adukan.',
  'file.start.noOrders': 'Anda belum memiliki pesanan.',
  'file.start.types': 'Pertanyaan Anda tentang apa?',
  'file.start.noTypes': 'Saat ini tidak ada jenis pertanyaan yang tersedia.',
  'file.start.subTypes': 'Apa yang terjadi saat penagihan?',
  'file.start.collectionRefused': 'Pesanan yang dipilih tidak mendukung pengaduan jenis penagihan',
  'file.start.chooseOrder': 'Silakan pilih pesanan terlebih dahulu.',
  'file.start.myComplaints': 'Pengaduan saya',
  'file.describe.types': 'Jenis pertanyaan',
  'file.describe.order': 'No. pesanan {orderNo}',
  'file.describe.comments': 'Komentar dan saran',
  'file.describe.placeholder': 'Ceritakan apa yang terjadi',
  'file.describe.empty': 'Silakan isi komentar dan saran Anda',
  'file.describe.pictures': 'Gambar (maksimal {max})',
  'file.describe.picture': 'Gambar {index} dari {total}',
  'file.describe.stillUploading': 'Harap tunggu hingga gambar selesai diunggah.',
  'file.describe.notPicture': 'Bukan gambar',
  'file.describe.pictureFailed': 'Gambar {index}: {message}',
  'file.describe.uploadFailed': 'Ada gambar yang gagal diunggah. Coba lagi atau hapus gambar itu.',
  'file.describe.send': 'Kirim',
  'file.describe.unanswered':
    'Pengiriman pengaduan belum dapat dipastikan. Periksa Pengaduan saya sebelum mengirim lagi.',
  'file.describe.sent.title': 'Terkirim',
  'file.describe.sent.body':
    'Terima kasih. Kami akan membalas dalam {days} hari kerja, di Pengaduan saya.',
  'file.describe.invalid.title': 'Pengaduan ini tidak dapat dimulai',
  'file.describe.invalid.body': 'Tautan ini tidak menyebutkan jenis pertanyaan atau pesanannya.',
  'file.describe.invalid.back': 'Kembali ke pengaduan',
};

export default id;
