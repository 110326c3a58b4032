import type { PreviewText } from './en.ts';

const id: PreviewText = {
  'preview.intro': 'Parameter perangkat untuk demo. Setiap tautan di bawah membawanya.',
  'preview.field.deviceId': 'ID perangkat',
  'preview.field.userId': 'ID pengguna',
  'preview.field.sessionId': 'ID sesi',
  'preview.field.merchantNumber': 'Nomor merchant',
  'preview.field.mobilePhone': 'Nomor ponsel',
  'preview.field.productId': 'ID produk',
  'preview.field.orderId': 'ID pesanan',
  'preview.field.lang': 'Bahasa',
  'preview.field.currencyType': 'Jenis mata uang (1 = ₹, lainnya = ₱)',
  'preview.field.scenario': 'Skenario tiruan',
  'preview.screens': 'Layar',
  'preview.promo': 'Halaman promosi',
};

export default id;
