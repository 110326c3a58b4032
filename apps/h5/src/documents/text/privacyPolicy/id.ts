import type { LegalDocument } from '../../legalDocument.ts';

/**
 * Kebijakan privasi, dalam bahasa Indonesia: pemberitahuan privasi menurut Data Privacy Act
 * (RA 10173). Placeholder dalam kurung kurawal diisi dari konfigurasi merek dan ketentuan
 * pinjaman: biarkan apa adanya; jangan menulis angka secara manual.
 */
const id: LegalDocument = {
  intro: [
    'Kebijakan ini menjelaskan data pribadi apa yang dikumpulkan {companyName} saat Anda menggunakan aplikasi dan situs web {appName}, mengapa kami mengumpulkannya, dengan siapa kami membagikannya, berapa lama kami menyimpannya, dan hak-hak Anda atas data tersebut. Ini adalah pemberitahuan privasi kami menurut Data Privacy Act Filipina (RA 10173).',
    'Dengan mendaftar, Anda setuju kami memproses data Anda seperti dijelaskan di sini. Jika kami memerlukan persetujuan Anda untuk hal tertentu, kami akan memintanya secara terpisah saat diperlukan.',
  ],
  sections: [
    {
      id: 'lender',
      heading: 'Siapa kami',
      body: [
        'Pengendali informasi pribadi adalah {companyName}, perusahaan pemberi pinjaman yang terdaftar di Securities and Exchange Commission (nomor registrasi SEC {secRegistration}, Certificate of Authority {certificateOfAuthority}), dengan kantor di {companyAddress}.',
        'Anda dapat menghubungi kami melalui email di {serviceEmail} atau telepon di {servicePhone}.',
      ],
    },
    {
      id: 'data-collected',
      heading: 'Data yang kami kumpulkan',
      body: [
        'Kami hanya mengumpulkan data yang kami perlukan untuk menilai, memberikan, dan mengelola pinjaman Anda:',
        {
          list: [
            'Data pendaftaran: nama, nomor ponsel, tanggal lahir, alamat, kartu identitas resmi beserta datanya, dan swafoto yang Anda ambil untuk membuktikan identitas tersebut milik Anda.',
            'Data akun: rekening bank atau dompet digital untuk pencairan dan pembayaran, pinjaman dan pembayaran Anda beserta riwayatnya, serta pengaduan dan pesan yang Anda kirim kepada kami.',
            'Data aktivitas: pengajuan Anda, penawaran yang Anda lihat dan terima, pembayaran Anda, dan penggunaan fitur aplikasi.',
            'Data penjelajahan: halaman yang Anda buka, kapan dan berapa lama, serta halaman yang membawa Anda ke kami.',
            'Data perangkat: foto yang Anda ambil dengan kamera selama pengajuan (hanya untuk verifikasi identitas), lokasi GPS jika Anda mengizinkan, ID iklan perangkat, dan data jaringan seperti alamat IP, jenis jaringan dan operator, serta model perangkat dan sistem operasinya.',
          ],
        },
      ],
    },
    {
      id: 'not-collected',
      heading: 'Yang tidak pernah kami akses',
      body: [
        'Aplikasi ini tidak membaca daftar kontak, galeri foto, atau kontak media sosial Anda, dan tidak pernah menggunakannya untuk menagih pinjaman. Kami menggunakan kamera hanya untuk memverifikasi identitas Anda saat mengajukan pinjaman, dan kami meminta setiap izin di ponsel Anda tepat sebelum diperlukan, disertai alasannya.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Untuk apa kami menggunakan data Anda',
      body: [
        {
          list: [
            'Untuk memverifikasi identitas Anda dan mencegah penipuan.',
            'Untuk menilai pengajuan Anda dan menentukan jumlah yang dapat kami pinjamkan. Ini termasuk penilaian kredit otomatis: data pengajuan, riwayat pembayaran, dan data perangkat Anda dibandingkan dengan kriteria pinjaman kami untuk menghasilkan skor, dan petugas kredit dapat meninjau hasilnya. Anda dapat meminta agar keputusan tersebut ditinjau oleh manusia.',
            'Untuk mencairkan pinjaman, memproses pembayaran, dan mengirim pengingat sebelum dan sesudah tanggal jatuh tempo.',
            'Untuk menjawab pertanyaan dan pengaduan Anda.',
            'Untuk memenuhi kewajiban kami menurut hukum dan aturan SEC yang berlaku bagi perusahaan pemberi pinjaman.',
            'Untuk meningkatkan aplikasi dan, jika Anda setuju, memberi tahu Anda tentang penawaran kami.',
          ],
        },
      ],
    },
    {
      id: 'basis',
      heading: 'Dasar pemrosesan',
      body: [
        'Kami memproses data Anda karena diperlukan untuk membuat dan melaksanakan perjanjian pinjaman Anda; karena diwajibkan oleh hukum; karena kepentingan sah kami untuk mencegah penipuan dan menjaga keamanan layanan; dan, untuk lokasi, pemasaran, serta penggunaan opsional lainnya, karena Anda memberikan persetujuan. Anda dapat menarik persetujuan kapan saja (lihat “Menolak atau menarik persetujuan”).',
      ],
    },
    {
      id: 'scope-method',
      heading: 'Cara kami mengumpulkan dan memprosesnya',
      body: [
        'Kami mengumpulkan data dari Anda saat Anda mendaftar dan mengajukan pinjaman, dari perangkat Anda dengan izin yang Anda berikan, serta dari bank, mitra pembayaran, dan lembaga kredit saat Anda mengajukan atau membayar. Kami memprosesnya secara elektronik pada sistem yang aman, di Filipina atau oleh penyedia layanan yang terikat perlindungan yang sama.',
      ],
    },
    {
      id: 'disclosure',
      heading: 'Dengan siapa kami membagikannya',
      body: [
        'Kami tidak pernah menjual data pribadi Anda. Kami hanya membagikannya bila perlu kepada:',
        {
          list: [
            'Penyedia layanan yang bekerja untuk kami berdasarkan perjanjian berbagi data atau alih daya: hosting, verifikasi identitas, pengiriman SMS dan email, alat layanan pelanggan, dan mitra penagihan yang terikat aturan penagihan SEC.',
            'Bank, dompet digital, dan mitra pembayaran, untuk mengirim pinjaman dan menerima pembayaran Anda.',
            'Lembaga kredit dan biro informasi kredit, untuk memeriksa kredit Anda dan melaporkan cara Anda membayar, sejauh diizinkan hukum.',
            'Instansi pemerintah dan pengadilan, bila diwajibkan oleh hukum.',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookie',
      body: [
        'Situs web dan halaman aplikasi menggunakan cookie dan penyimpanan browser serupa untuk menjaga sesi Anda, mengingat bahasa Anda, dan mengukur penggunaan halaman. Anda dapat menghapus atau memblokir cookie di pengaturan browser; beberapa halaman mungkin tidak berfungsi setelahnya.',
      ],
    },
    {
      id: 'retention',
      heading: 'Berapa lama kami menyimpannya',
      body: [
        'Kami menyimpan data Anda selama Anda memiliki akun atau pinjaman dengan kami, dan setelahnya hanya selama hukum dan aturan SEC mewajibkan kami menyimpan catatan pinjaman, atau selama diperlukan untuk menetapkan atau membela suatu klaim hukum. Setelah itu kami menghapusnya atau menjadikannya anonim.',
      ],
    },
    {
      id: 'security',
      heading: 'Keamanan kata sandi dan data',
      body: [
        'Data Anda dikirim dalam bentuk terenkripsi dan disimpan di sistem terlindungi yang hanya dapat diakses staf berwenang. Jaga kerahasiaan kata sandi Anda dan kode sekali pakai yang kami kirim: staf kami tidak akan pernah memintanya. Jika Anda merasa orang lain mengetahui kata sandi Anda, segera ubah dan beri tahu kami.',
      ],
    },
    {
      id: 'minors',
      heading: 'Anak di bawah umur',
      body: [
        'Layanan kami hanya untuk orang berusia {minimumAge} tahun ke atas. Kami tidak menyasar anak di bawah umur dan tidak dengan sengaja mengumpulkan data mereka; jika kami mengetahuinya, kami akan menghapusnya.',
      ],
    },
    {
      id: 'rights',
      heading: 'Hak-hak Anda',
      body: [
        'Menurut Data Privacy Act, Anda berhak:',
        {
          list: [
            'mendapatkan informasi tentang cara data Anda diproses;',
            'mengakses data Anda dan mendapatkan salinannya;',
            'menolak pemrosesan, termasuk keputusan otomatis dan pembuatan profil;',
            'memperbaiki data yang tidak akurat;',
            'meminta data Anda dihapus atau diblokir jika tidak lagi diperlukan atau diproses secara melanggar hukum;',
            'atas portabilitas data, dalam format elektronik;',
            'mendapatkan ganti rugi atas kerugian akibat data yang tidak akurat atau diproses secara melanggar hukum;',
            'mengajukan pengaduan ke National Privacy Commission.',
          ],
        },
        'Untuk menggunakan hak-hak ini, hubungi petugas perlindungan data kami (di bawah).',
      ],
    },
    {
      id: 'opt-out',
      heading: 'Menolak atau menarik persetujuan',
      body: [
        'Anda dapat menghentikan pesan pemasaran kapan saja dengan membalas sesuai petunjuk di pesan tersebut atau menulis ke {serviceEmail}. Anda dapat mematikan izin lokasi dan izin opsional lainnya di pengaturan ponsel, dan menarik persetujuan apa pun yang telah Anda berikan. Kami tetap memproses data yang diperlukan untuk mengelola pinjaman yang masih berjalan dan untuk mematuhi hukum.',
      ],
    },
    {
      id: 'dpo',
      heading: 'Petugas perlindungan data dan petugas pengaduan',
      body: [
        'Petugas perlindungan data kami juga bertindak sebagai petugas pengaduan untuk keluhan privasi. Hubungi melalui:',
        {
          list: [
            'Email: {serviceEmail} (subjek: “Petugas perlindungan data”)',
            'Telepon: {servicePhone}',
            'Surat: Petugas Perlindungan Data, {companyName}, {companyAddress}',
          ],
        },
      ],
    },
    {
      id: 'npc',
      heading: 'Pengaduan ke National Privacy Commission',
      body: [
        'Jika Anda tidak puas dengan jawaban kami, atau kapan saja, Anda dapat mengajukan pengaduan ke National Privacy Commission Filipina.',
      ],
    },
    {
      id: 'changes',
      heading: 'Perubahan kebijakan ini',
      body: [
        'Kami akan mengumumkan setiap perubahan kebijakan ini di aplikasi dan situs web, dan memberi tahu Anda sebelum perubahan penting berlaku.',
      ],
    },
  ],
};

export default id;
