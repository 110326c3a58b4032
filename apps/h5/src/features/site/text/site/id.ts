import type { SiteText } from './en.ts';

/** Teks Bahasa Indonesia situs resmi (`/`, `/About`, `/Policy`, `/Loan`). */
const id: SiteText = {
  'meta.home':
    '{app}: pinjaman tunai di Filipina dari ponsel Anda. Lihat setiap biaya dan suku bunga sebenarnya sebelum menandatangani.',
  'meta.about':
    'Tentang {app}: siapa kami, cara kami meminjamkan, dan cara menghubungi layanan pelanggan.',
  'meta.policy':
    'Perjanjian privasi {app}: data yang kami kumpulkan, alasannya, berapa lama disimpan, dan hak Anda.',
  'meta.loanTerms':
    'Syarat dan ketentuan pinjaman {app}: bunga, biaya, pembayaran, dan aturan penagihan.',
  'site.nav': 'Bagian situs',
  'site.hero.title': 'Dana saat Anda butuh, jelas sebelum Anda setuju',
  'site.hero.text':
    'Ajukan dari ponsel dalam beberapa langkah. Setiap biaya dan suku bunga efektif ditampilkan sebelum Anda meminjam.',
  'site.users': '{count}+ pengguna',
  'site.users.text': 'telah meminjam di {app}.',
  'site.carousel': 'Mengapa peminjam memilih {app}',
  'site.slide.apply': 'Ajukan dari ponsel dalam beberapa langkah',
  'site.slide.fees': 'Setiap biaya ditampilkan sebelum Anda menandatangani',
  'site.slide.repay': 'Bayar lewat dompet digital, transfer bank, atau di loket',
  'site.signUp.title': 'Berita dan penawaran lewat email',
  'site.signUp.email': 'Alamat email',
  'site.signUp.submit': 'Daftar',
  'site.signUp.empty': 'Masukkan alamat email Anda.',
  'site.signUp.invalid': 'Masukkan alamat email yang valid.',
  'site.signUp.done': 'Terima kasih telah mendaftar!',
  'site.contact.title': 'Hubungi kami',
  'site.contact.name': 'Nama',
  'site.contact.phone': 'Telepon',
  'site.contact.suggestion': 'Saran',
  'site.contact.submit': 'Kirim',
  'site.contact.incomplete': 'Mohon lengkapi semua informasi!',
  'site.contact.required': 'Harap isi bagian ini',
  'site.contact.done': 'Berhasil!',
  'site.footer.company': 'Perusahaan',
  'site.footer.address': 'Alamat',
  'site.footer.email': 'Email',
  'site.footer.phone': 'Telepon',
  'site.footer.sec': 'No. Registrasi SEC',
  'site.footer.coa': 'No. Certificate of Authority',
  'site.policy.frame': 'Perjanjian Privasi',
  'site.policy.open': 'Buka perjanjian privasi di halamannya sendiri',
};

export default id;
