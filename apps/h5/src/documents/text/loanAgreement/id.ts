import type { LegalDocument } from '../../legalDocument.ts';

/**
 * Perjanjian pinjaman (syarat dan ketentuan), dalam bahasa Indonesia. Setiap angka adalah
 * placeholder dalam kurung kurawal, diisi dari ketentuan pinjaman (`loanTerms.ts`) dan
 * konfigurasi merek: biarkan apa adanya dan jangan menulis angka secara manual; jika tidak,
 * sebuah tes akan gagal.
 */
const id: LegalDocument = {
  intro: [
    'Syarat dan ketentuan ini merupakan perjanjian pinjaman antara {companyName} (“Pemberi Pinjaman”) dan Anda (“Peminjam”) untuk setiap pinjaman yang Anda ambil melalui aplikasi {appName}. Bacalah bersama pernyataan pengungkapan Truth in Lending untuk pinjaman Anda sebelum mengonfirmasinya.',
  ],
  sections: [
    {
      id: 'lender',
      heading: 'Pemberi Pinjaman',
      body: [
        {
          list: [
            'Nama: {companyName}',
            'Nomor registrasi SEC: {secRegistration}',
            'Certificate of Authority: {certificateOfAuthority}',
            'Kantor: {companyAddress}',
            'Layanan pelanggan: {serviceEmail}, {servicePhone}',
          ],
        },
      ],
    },
    {
      id: 'eligibility',
      heading: 'Siapa yang dapat meminjam',
      body: ['Peminjam harus warga negara Filipina berusia {minimumAge} tahun ke atas.'],
    },
    {
      id: 'disclosure',
      heading: 'Pengungkapan Truth in Lending',
      body: [
        'Menurut Truth in Lending Act (RA 3765) dan SEC MC 19 s.2019, sebelum pinjaman disepakati Pemberi Pinjaman mengungkapkan dalam pernyataan pengungkapan: jumlah yang dibiayai, biaya pembiayaan dalam peso dan sentavo, dana bersih yang Anda terima, biaya pembiayaan sebagai suku bunga efektif, dan jadwal pembayaran.',
        'Peminjam berhak meminta salinan pernyataan pengungkapan tersebut. Bacalah sebelum Anda mengonfirmasi pinjaman.',
      ],
    },
    {
      id: 'term',
      heading: 'Jangka waktu pinjaman',
      body: [
        'Jangka waktu pinjaman adalah {termMinDays} sampai {termMaxDays} hari kalender, sebagaimana ditampilkan dalam penawaran dan pernyataan pengungkapan sebelum Anda mengonfirmasinya.',
      ],
    },
    {
      id: 'decision',
      heading: 'Keputusan dan pencairan',
      body: [
        'Pemberi Pinjaman memutuskan pengajuan dalam {decisionDays} hari. Setelah pinjaman disetujui dan dikonfirmasi, dana bersih dikirim ke rekening bank atau dompet digital Peminjam dalam {disbursementMinDays} sampai {disbursementMaxDays} hari kalender.',
      ],
    },
    {
      id: 'repayment',
      heading: 'Pembayaran',
      body: [
        'Peminjam membayar sejumlah dan pada tanggal yang tercantum dalam jadwal pembayaran, melalui saluran yang tercantum di aplikasi. Simpan tanda terima Anda sebagai bukti pembayaran.',
      ],
    },
    {
      id: 'late-payment',
      heading: 'Keterlambatan pembayaran',
      body: [
        'Jika pembayaran terlambat, Peminjam membayar denda keterlambatan satu kali sebesar {penaltyNewClient} untuk nasabah baru, atau {penaltyRepeatClient} untuk nasabah lama.',
        'Selain denda, bunga dikenakan setiap hari atas jumlah yang belum dibayar:',
        {
          list: [
            '{interest1Rate} per hari dari hari ke-{interest1From} sampai hari ke-{interest1To} setelah tanggal jatuh tempo;',
            '{interest2Rate} per hari dari hari ke-{interest2From} sampai hari ke-{interest2To};',
            '{interest3Rate} per hari mulai hari ke-{interest3From}.',
          ],
        },
      ],
    },
    {
      id: 'prepayment',
      heading: 'Pelunasan lebih awal',
      body: [
        'Peminjam dapat melunasi seluruh pinjaman lebih awal setelah {prepaymentAfterTerm} dari jangka waktu pinjaman berlalu, dan tidak lebih awal dari {prepaymentMinDays} hari setelah pencairan.',
      ],
    },
    {
      id: 'prolongation',
      heading: 'Perpanjangan',
      body: [
        'Jika aplikasi menawarkannya, Peminjam dapat memperpanjang pinjaman. Perpanjangan memperpanjang pinjaman untuk periode yang sama dengan jangka waktu awalnya, dengan ketentuan yang ditampilkan sebelum Peminjam mengonfirmasinya.',
      ],
    },
    {
      id: 'borrower-duties',
      heading: 'Kewajiban Peminjam',
      body: [
        {
          list: [
            'Memberikan informasi yang benar dan lengkap, dan hanya menggunakan kartu identitas, nomor ponsel, dan rekening miliknya sendiri.',
            'Melaporkan perubahan nama atau alamat kepada Pemberi Pinjaman dalam {reportChangeDays} hari kalender.',
            'Menjaga kerahasiaan kata sandi dan kode sekali pakai.',
          ],
        },
      ],
    },
    {
      id: 'collection',
      heading: 'Penagihan yang adil',
      body: [
        'Pemberi Pinjaman dan setiap pihak yang menagih atas namanya mematuhi SEC MC 18 s.2019 tentang praktik penagihan utang yang tidak adil. Mereka tidak akan:',
        {
          list: [
            'menggunakan atau mengancam kekerasan atau kerugian lain terhadap Peminjam, nama baik, atau hartanya;',
            'menggunakan bahasa yang cabul, menghina, atau kasar;',
            'menyebarkan atau mengancam menyebarkan nama atau utang Peminjam untuk mempermalukannya;',
            'menghubungi siapa pun dalam daftar kontak Peminjam selain penjamin atau peminjam bersama yang ditunjuk Peminjam;',
            'membuat pernyataan palsu, misalnya menyebut bahwa tidak membayar adalah tindak pidana, atau mengaku sebagai pengacara atau pejabat;',
            'menghubungi Peminjam sebelum pukul {contactFrom} atau setelah pukul {contactUntil}, kecuali akun telah menunggak lebih dari {pastDueDays} hari atau Peminjam menyetujuinya.',
          ],
        },
        'Aplikasi ini tidak membaca daftar kontak atau galeri foto Peminjam dan tidak pernah menggunakannya untuk penagihan.',
      ],
    },
    {
      id: 'complaints',
      heading: 'Pengaduan',
      body: [
        'Peminjam dapat mengajukan pengaduan di aplikasi atau menulis ke {serviceEmail}. Pemberi Pinjaman menjawab setiap pengaduan dalam {complaintWeekdays} hari kerja. Jika Peminjam tidak puas dengan jawabannya, pengaduan dapat diajukan ke Securities and Exchange Commission (RA 11765, SEC MC 5 s.2023).',
      ],
    },
    {
      id: 'privacy',
      heading: 'Data pribadi',
      body: [
        'Pemberi Pinjaman memproses data pribadi Peminjam sebagaimana dijelaskan dalam kebijakan privasinya, berdasarkan Data Privacy Act (RA 10173).',
      ],
    },
  ],
};

export default id;
