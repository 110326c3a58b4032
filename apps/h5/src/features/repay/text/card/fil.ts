import type { CardText } from './en.ts';

const fil: CardText = {
  'card.chooseCard': 'Piliin muna ang bank card na ipambabayad!',
  'card.amount': 'Halagang babayaran',
  'card.noAmount':
    'Walang nakuhang halagang babayaran, o mali ito. Bumalik sa iyong order at buksan muli ang pagbabayad.',
  'card.payWith': 'Ipambabayad',
  'card.addCard': 'Magdagdag ng card',
  'card.noCards.title': 'Wala pang bank card',
  'card.noCards.body': 'Magdagdag ng bank card para doon ibayad ang iyong utang.',
  'card.online': 'Online na pagbabayad',
  'card.online.hint': 'Magpapatuloy ka sa pahina ng payment partner.',
  'card.pay': 'Magbayad ngayon',
  'card.paid':
    'Naipadala na ang bayad. Maaaring matagalan bago ito lumabas sa pahina ng iyong order.',
  'card.payUnanswered':
    'Hindi namin makumpirma ang bayad. Makikita sa pahina ng iyong order kung natuloy ito.',
  'card.verify.title': 'SMS verification',
  'card.verify.sent':
    'Nagpadala kami ng 6-digit na code sa SMS sa numero ng telepono ng iyong account.',
  'card.verify.resend': 'Ipadala muli ang code',
  'card.verify.resendIn': 'Ipadala muli ({seconds} s)',
  'card.verify.wait': 'Kapapadala lang ng code. Makakahingi ka ng bago pagkalipas ng {seconds} s.',
  'card.verify.wrongCode': 'Ilagay ang 6-digit na code mula sa SMS.',
  'card.verify.confirm': 'Kumpirmahin ang bayad',
};

export default fil;
