import type { LegalDocument } from '../../legalDocument.ts';

/**
 * Tentang kami, dalam bahasa Indonesia. Placeholder dalam kurung kurawal diisi dari konfigurasi
 * merek dan ketentuan pinjaman: biarkan apa adanya; jangan menulis angka secara manual.
 */
const id: LegalDocument = {
  intro: [
    '{appName} adalah layanan pinjaman online dari {companyName}, perusahaan pemberi pinjaman yang terdaftar di Securities and Exchange Commission (SEC) Filipina.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Siapa kami',
      body: [
        '{companyName} memberikan pinjaman kepada warga Filipina melalui aplikasi {appName} dan situs web ini.',
        {
          list: [
            'Nomor registrasi SEC: {secRegistration}',
            'Certificate of Authority sebagai perusahaan pemberi pinjaman: {certificateOfAuthority}',
            'Kantor: {companyAddress}',
          ],
        },
      ],
    },
    {
      id: 'mission',
      heading: 'Misi kami',
      body: [
        'Kami ingin setiap warga Filipina dapat meminjam dana kecil dengan cepat, adil, dan tanpa kejutan, cukup dari ponsel, di mana pun mereka berada.',
        'Kami menunjukkan seluruh biaya pinjaman sebelum Anda menyetujuinya, menagih dengan hormat, dan menjaga keamanan data pribadi Anda.',
      ],
    },
    {
      id: 'advantages',
      heading: 'Mengapa peminjam memilih kami',
      body: [
        {
          list: [
            'Ajukan dalam hitungan menit dari ponsel: tanpa datang ke kantor cabang dan tanpa mengirim dokumen.',
            'Keputusan dalam {decisionDays} hari, dan dana masuk ke rekening Anda dalam {disbursementMinDays} sampai {disbursementMaxDays} hari kalender setelah disetujui.',
            'Ketentuan yang jelas: jumlah yang Anda terima, biaya, dan jadwal pembayaran ditampilkan sebelum Anda menandatangani, dalam pernyataan pengungkapan Truth in Lending.',
            'Bayar dengan cara yang Anda suka: dompet digital, transfer bank, atau di loket pusat pembayaran dan minimarket.',
            'Dipercaya oleh {users} pengguna.',
          ],
        },
      ],
    },
    {
      id: 'team',
      heading: 'Tim kami',
      body: [
        'Tim kami di Filipina terdiri dari orang-orang berlatar belakang perbankan, layanan pelanggan, manajemen risiko, dan teknologi. Petugas kredit meninjau pengajuan, tim layanan pelanggan menjawab peminjam dalam bahasa Inggris dan Filipino, dan para insinyur kami menjaga aplikasi tetap cepat dan aman.',
        'Setiap anggota tim, termasuk mitra yang menagih atas nama kami, mematuhi aturan SEC tentang penagihan utang yang adil.',
      ],
    },
    {
      id: 'contact',
      heading: 'Hubungi kami',
      body: [
        'Ada pertanyaan tentang pinjaman, pembayaran, atau aplikasi ini? Layanan pelanggan kami siap membantu.',
        {
          list: [
            'Email layanan pelanggan: {serviceEmail}',
            'Layanan telepon: {servicePhone}',
            'Kantor: {companyAddress}',
          ],
        },
      ],
    },
  ],
};

export default id;
