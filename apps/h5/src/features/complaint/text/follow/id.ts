import type { FollowText } from './en.ts';

const id: FollowText = {
  'follow.list.tabs': 'Pengaduan menurut status',
  'follow.list.tab': 'Daftar {number}',
  'follow.list.emptyTab.title': 'Daftar ini kosong',
  'follow.list.emptyTab.body': 'Pengaduan dalam daftar ini tampil di sini.',
  'follow.list.none.title': 'Belum ada pengaduan',
  'follow.list.none.body': 'Pengaduan yang Anda kirim tampil di sini, beserta balasan kami.',
  'follow.details.type': 'Jenis pengaduan',
  'follow.details.content': 'Uraian Anda',
  'follow.details.pictures': 'Gambar',
  'follow.details.picture': 'Gambar {index} dari {total}',
  'follow.details.enlarge': 'Perbesar gambar {index} dari {total}',
  'follow.details.picturesBlocked': 'Beberapa gambar tidak dapat ditampilkan.',
  'follow.details.result': 'Hasil Penanganan',
  'follow.details.agent': 'Layanan pelanggan',
  'follow.missing.title': 'Tidak ada pengaduan untuk ditampilkan',
  'follow.missing.body': 'Tautan ini tidak menyebutkan pengaduan mana yang dibuka.',
  'follow.missing.toList': 'Lihat pengaduan saya',
  'follow.rating.title': 'Silakan nilai layanan ini',
  'follow.rating.cancel': 'Batal',
  'follow.rating.send': 'Kirim',
  'follow.rating.choose': 'Silakan pilih',
  'follow.rating.thanks': 'Penilaian berhasil dikirim!',
};

export default id;
