import type { GuideText } from './en.ts';

const id: GuideText = {
  'guide.billerFallback': 'pemberi pinjaman Anda',
  'guide.rules.title': 'Sebelum membayar',
  'guide.exactAmount': 'Bayar tepat sebesar jumlah tagihan.',
  'guide.rule.oneReference': 'Gunakan satu kode bayar untuk setiap pembayaran.',
  'guide.rule.keepReceipt': 'Simpan struk atau slip setoran sebagai bukti pembayaran.',
  'guide.rule.listedChannels':
    'Bayar hanya melalui saluran yang dicantumkan {biller} untuk pinjaman Anda.',
  'guide.rule.neverShare': 'Jangan berikan kode bayar Anda kepada siapa pun yang memintanya.',
  'guide.facts': 'Batas dan waktu masuk',
  'guide.enlarge': 'Ketuk gambar untuk memperbesar.',

  'guide.group.ewallet': 'Dompet digital: bayar tagihan',
  'guide.group.otherWallet': 'Aplikasi bank atau dompet digital lain',
  'guide.group.stores': 'Tunai di toko atau loket',

  'guide.gcash.name': 'GCash',
  'guide.gcash.step1': 'Buka GCash dan ketuk Bills.',
  'guide.gcash.step2': 'Ketuk Loans, lalu pilih {biller}.',
  'guide.gcash.step3':
    'Masukkan kode bayar Anda sebagai nomor referensi, lalu nomor ponsel Anda dan jumlahnya.',
  'guide.gcash.step4': 'Ketuk Next, lalu Confirm.',
  'guide.gcash.fact1': 'Biasanya masuk dalam beberapa menit.',

  'guide.maya.name': 'Maya',
  'guide.maya.step1': 'Buka Maya dan ketuk Bills.',
  'guide.maya.step2': 'Ketuk Loans, lalu pilih {biller}.',
  'guide.maya.step3': 'Masukkan kode bayar Anda sebagai nomor akun, dan nama akun.',
  'guide.maya.step4': 'Ketuk Continue, lalu Pay.',
  'guide.maya.fact1': 'Pembayaran berstatus PROCESSING sampai penerima tagihan mengonfirmasinya.',
  'guide.maya.fact2': 'Beberapa penerima tagihan memprosesnya dalam 1 sampai 3 hari kerja.',

  'guide.qrph.name': 'QR Ph (aplikasi bank atau dompet digital apa pun)',
  'guide.qrph.step1': 'Buka aplikasi bank atau dompet digital Anda dan ketuk Scan QR.',
  'guide.qrph.step2': 'Periksa jumlah dan nama merchant.',
  'guide.qrph.step3': 'Konfirmasi dengan PIN atau biometrik.',
  'guide.qrph.fact1':
    'Kode QR dinamis hanya berlaku sekali dan kedaluwarsa (secara bawaan setelah 30 menit).',

  'guide.transfer.name': 'Transfer bank InstaPay / PESONet',
  'guide.transfer.fact1': 'InstaPay: seketika, 24/7, hingga {php50000}.',
  'guide.transfer.fact2': 'PESONet: masuk pada hari kerja bank yang sama atau berikutnya.',

  'guide.seven.name': '7-Eleven (kios CLiQQ)',
  'guide.seven.step1': 'Di kios CLiQQ, ketuk Bills Payment, lalu More Billers.',
  'guide.seven.step2': 'Ketuk Loans, lalu pilih {biller}.',
  'guide.seven.step3':
    'Masukkan kode bayar Anda sebagai nomor referensi, lalu nomor ponsel Anda dan jumlahnya.',
  'guide.seven.step4': 'Cetak slipnya.',
  'guide.seven.step5': 'Bayar di kasir selama slip masih berlaku.',
  'guide.seven.fact1': 'Hanya peso bulat: bulatkan jumlahnya ke atas.',
  'guide.seven.fact2':
    'Di bawah {php3500} masuk seketika; jumlah yang lebih besar masuk keesokan harinya.',
  'guide.seven.fact3': 'Setiap pembayaran: {php50} sampai {php50000}.',

  'guide.cebuana.name': 'Cebuana Lhuillier',
  'guide.cebuana.step1': 'Minta layanan Bills Payment.',
  'guide.cebuana.step2': 'Tulis kode bayar Anda di kolom "Control Number".',
  'guide.cebuana.step3': 'Bayar tunai.',
  'guide.cebuana.fact1': 'Masuk keesokan paginya.',
  'guide.cebuana.fact2': 'Paling banyak {php30000} per pembayaran.',

  'guide.mlhuillier.name': 'M Lhuillier',
  'guide.mlhuillier.step1': 'Minta layanan Bills Payment di loket dan berikan kode bayar Anda.',
  'guide.mlhuillier.fact1': 'M Lhuillier tidak menerbitkan langkah lebih lanjut.',

  'guide.palawan.name': 'Palawan Express',
  'guide.palawan.step1': 'Datanglah sebelum kode bayar Anda kedaluwarsa.',
  'guide.palawan.step2': 'Katakan kepada teller bahwa ini Bills Payment, bukan pengiriman uang.',
  'guide.palawan.fact1': 'Paling banyak {php20000} per pembayaran.',

  'guide.ecpay.name': 'Gerai ECPay',
  'guide.ecpay.step1': 'Berikan kode bayar Anda dan jumlahnya.',
  'guide.ecpay.fact1': 'Lebih dari 490 ribu toko sari-sari dan gerai mitra.',
  'guide.ecpay.fact2': 'Paling banyak {php50000} per pembayaran.',

  'guide.bayad.name': 'Bayad Center',
  'guide.bayad.step1': 'Isi slip Bills Payment.',
  'guide.bayad.step2': 'Tulis kode bayar Anda di kolom "Account/Ref Number".',
  'guide.bayad.fact1': 'Masuk seketika jika cabangnya sedang online.',

  'guide.picture.wallet':
    'Layar ponsel: Bills, lalu Loans, lalu penerima tagihan, lalu kolom nomor referensi (kode bayar Anda), nomor ponsel, dan jumlah.',
  'guide.picture.kiosk':
    'Layar kios CLiQQ: Bills Payment, More Billers, Loans; lalu slip cetak untuk dibayar di kasir.',
  'guide.picture.slip':
    'Slip Bills Payment: kode bayar Anda ditulis di kolom referensi (Control Number, Account/Ref Number).',

  'guide.code.title': 'Pembayaran Anda',
  'guide.code.label': 'Kode bayar',
  'guide.code.amount': 'Jumlah yang harus dibayar',
  'guide.code.amountUnavailable': 'Jumlah tidak tersedia',
  'guide.code.missing':
    'Halaman ini tidak membawa kode bayar. Buka lagi dari pinjaman Anda, atau gunakan kode bayar dari {biller} dengan langkah di bawah.',
  'guide.code.unsupported':
    'Tautan pembayaran ini tidak dapat ditampilkan di halaman ini. Gunakan kode bayar dari {biller} dengan langkah di bawah.',
  'guide.copied': 'Berhasil disalin',
  'guide.copyFailed': 'Gagal menyalin. Catat kode bayar secara manual.',
};

export default id;
