import type { PreviewText } from './en.ts';

const fil: PreviewText = {
  'preview.intro': 'Mga parameter ng device para sa demo. Dala ito ng bawat link sa ibaba.',
  'preview.field.deviceId': 'Device ID',
  'preview.field.userId': 'User ID',
  'preview.field.sessionId': 'Session ID',
  'preview.field.merchantNumber': 'Merchant number',
  'preview.field.mobilePhone': 'Numero ng mobile',
  'preview.field.productId': 'Product ID',
  'preview.field.orderId': 'Order ID',
  'preview.field.lang': 'Wika',
  'preview.field.currencyType': 'Uri ng pera (1 = ₹, iba pa = ₱)',
  'preview.field.scenario': 'Mock na senaryo',
  'preview.screens': 'Mga screen',
  'preview.promo': 'Promotion landing',
};

export default fil;
