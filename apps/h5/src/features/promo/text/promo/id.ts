import type { PromoText } from './en.ts';

/** Teks Bahasa Indonesia halaman pendaftaran promosi (`promo.html`). */
const id: PromoText = {
  'meta.register':
    'Daftar di {app} dalam semenit: nomor ponsel dan kode SMS, lalu unduh aplikasinya untuk mengajukan. Mendaftar tidak dipungut biaya.',
  'promo.title': 'Daftar dalam semenit',
  'promo.lead':
    'Daftar dengan nomor ponsel Anda, lalu unduh aplikasinya untuk mengajukan pinjaman.',
  'promo.phone': 'Nomor ponsel',
  'promo.phone.hint.ph': '09XX XXX XXXX atau +63 9XX XXX XXXX',
  'promo.phone.hint.cn': '11 digit',
  'promo.phone.invalid.ph':
    'Masukkan nomor ponsel Filipina: 09 dan 9 digit, atau +63 9 dan 9 digit.',
  'promo.phone.invalid.cn': 'Masukkan nomor ponsel yang benar!',
  'promo.captcha': 'Kode gambar',
  'promo.captcha.image': 'Kode gambar. Ketuk untuk kode baru',
  'promo.captcha.loading': 'Memuat kode gambar…',
  'promo.captcha.failed': 'Kode gambar gagal dimuat. Ketuk untuk mencoba lagi',
  'promo.captcha.invalid': 'Ketik karakter yang ada di gambar.',
  'promo.sms': 'Kode SMS',
  'promo.sms.send': 'Kirim kode',
  'promo.sms.wait': 'Kirim ulang dalam {seconds} dtk',
  'promo.sms.sent': 'Kode sedang dikirim ke ponsel Anda.',
  'promo.sms.invalid': 'Masukkan kode dari SMS.',
  'promo.sms.repeat':
    'Kode sedang dikirim. Anda bisa meminta kode baru setelah penghitung waktu selesai.',
  'promo.register': 'Daftar',
  'promo.terms': 'Dengan mendaftar Anda menyetujui ',
  'promo.terms.link': 'syarat pendaftaran',
  'promo.terms.and': ' serta ',
  'promo.privacy.link': 'kebijakan privasi',
  'promo.download.title': 'Unduh aplikasinya',
  'promo.download.lead': 'Masuk dengan nomor ponsel yang Anda daftarkan.',
  'promo.download.android': 'Dapatkan di Google Play',
  'promo.download.ios': 'Unduh di App Store',
  'promo.download.none': 'Tautan aplikasi belum tersedia. Silakan coba lagi nanti.',
  'promo.agreement.title': 'Syarat pendaftaran',
  'promo.agreement.1.heading': 'Yang Anda setujui',
  'promo.agreement.1.body':
    'Dengan mendaftar, Anda meminta {app} membuka akun untuk Anda dengan nomor ponsel Anda. Mendaftar bukan mengajukan pinjaman dan tidak dipungut biaya.',
  'promo.agreement.2.heading': 'Nomor ponsel Anda',
  'promo.agreement.2.body':
    'Kami mengirim kode SMS sekali pakai untuk memastikan nomor itu milik Anda. Nomor itu dipakai untuk masuk ke akun Anda, dan kami memakainya untuk menghubungi Anda tentang akun Anda.',
  'promo.agreement.3.heading': 'Data pribadi Anda',
  'promo.agreement.3.body':
    'Kami memproses data Anda berdasarkan Data Privacy Act 2012 (RA 10173), seperti dijelaskan kebijakan privasi kami: tujuannya, penerimanya, lama penyimpanannya, dan hak Anda, termasuk hak mengadu ke National Privacy Commission.',
  'promo.agreement.4.heading': 'Kontak dan foto Anda',
  'promo.agreement.4.body':
    'Kami tidak pernah membaca daftar kontak, galeri foto, atau kontak media sosial Anda untuk menagih utang.',
  'promo.agreement.5.heading': 'Sebelum meminjam',
  'promo.agreement.5.body':
    'Sebelum Anda meminjam, aplikasi menampilkan jumlahnya, setiap biaya, biaya pembiayaan, dan suku bunga efektif, dan Anda dapat meminta salinan pernyataan pengungkapan.',
  'promo.agreement.6.heading': 'Siapa kami',
  'promo.agreement.6.body':
    '{company}, No. Registrasi SEC {sec}, No. Certificate of Authority {coa}. Pertanyaan: {email}.',
};

export default id;
