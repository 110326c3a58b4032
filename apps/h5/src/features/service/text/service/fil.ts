import type { ServiceText } from './en.ts';

const fil: ServiceText = {
  'service.intro': 'Nandito kami para tumulong sa iyong utang, mga bayad, at account.',
  'service.contacts': 'Makipag-ugnayan sa amin',
  'service.email': 'Email',
  'service.email.hint': 'Bubuksan ang iyong email app',
  'service.messaging': 'WhatsApp',
  'service.messaging.open': 'Bubuksan ang WhatsApp',
  'service.messaging.copy': 'I-tap para kopyahin',
  'service.messaging.copied':
    'Nakopya ang WhatsApp contact. Buksan ang WhatsApp at i-paste ito para makipag-chat sa amin.',
  'service.messaging.copyFailed':
    'Hindi nakopya. Pakisulat na lang nang mano-mano ang contact: {contact}',
  'service.phone': 'Hotline',
  'service.phone.call': 'Tawagan ang {phone}',
  'service.fallback':
    'Hindi ma-load ang aming mga online contact. Maaari mo pa rin kaming kontakin sa email o sa telepono.',
  'service.complaint.title': 'Mga reklamo',
  'service.complaint.promise':
    'Sabihin sa amin kung ano ang nangyari at sasagutin namin ang iyong reklamo sa loob ng {days} araw ng trabaho.',
  'service.complaint.open': 'Magreklamo',
};

export default fil;
