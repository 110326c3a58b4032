import type { ServiceText } from './en.ts';

const id: ServiceText = {
  'service.intro': 'Kami siap membantu soal pinjaman, pembayaran, dan akun Anda.',
  'service.contacts': 'Hubungi kami',
  'service.email': 'Email',
  'service.email.hint': 'Membuka aplikasi email Anda',
  'service.messaging': 'WhatsApp',
  'service.messaging.open': 'Membuka WhatsApp',
  'service.messaging.copy': 'Ketuk untuk menyalin',
  'service.messaging.copied':
    'Kontak WhatsApp disalin. Buka WhatsApp dan tempelkan untuk mengobrol dengan kami.',
  'service.messaging.copyFailed':
    'Gagal menyalin. Silakan catat kontak ini secara manual: {contact}',
  'service.phone': 'Layanan telepon',
  'service.phone.call': 'Telepon {phone}',
  'service.fallback':
    'Kontak online kami tidak dapat dimuat. Anda tetap dapat menghubungi kami lewat email atau telepon.',
  'service.complaint.title': 'Pengaduan',
  'service.complaint.promise':
    'Ceritakan masalah Anda dan kami akan menjawab pengaduan Anda dalam {days} hari kerja.',
  'service.complaint.open': 'Ajukan pengaduan',
};

export default id;
