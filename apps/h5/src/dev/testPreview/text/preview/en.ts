/** English text of the developer page. */
const en = {
  'preview.intro': 'Device parameters for the demo. Every link below carries them.',
  'preview.field.deviceId': 'Device ID',
  'preview.field.userId': 'User ID',
  'preview.field.sessionId': 'Session ID',
  'preview.field.merchantNumber': 'Merchant number',
  'preview.field.mobilePhone': 'Mobile phone',
  'preview.field.productId': 'Product ID',
  'preview.field.orderId': 'Order ID',
  'preview.field.lang': 'Language',
  'preview.field.currencyType': 'Currency type (1 = ₹, other = ₱)',
  'preview.field.scenario': 'Mock scenario',
  'preview.screens': 'Screens',
  'preview.promo': 'Promotion landing',
};

export default en;
export type PreviewText = typeof en;
