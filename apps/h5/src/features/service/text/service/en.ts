/** English text of the customer service screen. */
const en = {
  'service.intro': 'We are here to help with your loan, your repayments and your account.',
  'service.contacts': 'Contact us',
  'service.email': 'Email',
  'service.email.hint': 'Opens your email app',
  'service.messaging': 'WhatsApp',
  'service.messaging.open': 'Opens WhatsApp',
  'service.messaging.copy': 'Tap to copy',
  'service.messaging.copied':
    'WhatsApp contact copied. Open WhatsApp and paste it to chat with us.',
  'service.messaging.copyFailed': 'Copy failed. Please note the contact down by hand: {contact}',
  'service.phone': 'Hotline',
  'service.phone.call': 'Call {phone}',
  'service.fallback':
    'Our online contacts could not be loaded. You can still reach us by email or by phone.',
  'service.complaint.title': 'Complaints',
  'service.complaint.promise':
    'Tell us what went wrong and we will answer your complaint within {days} weekdays.',
  'service.complaint.open': 'File a complaint',
};

export default en;
export type ServiceText = typeof en;
