import type { FileText } from './en.ts';

const fil: FileText = {
  'file.start.order': 'Order',
  'file.start.orderNo': 'Order No. {orderNo}',
  'file.start.all': 'Lahat',
  'file.start.allTitle': 'Lahat ng order',
  'file.start.noOrder.title': 'Walang kasalukuyang order',
  'file.start.noOrder.body': 'I-tap ang Lahat para piliin ang order na inirereklamo mo.',
  'file.start.noOrders': 'Wala ka pang order.',
  'file.start.types': 'Tungkol saan ang iyong tanong?',
  'file.start.noTypes': 'Walang available na uri ng tanong sa ngayon.',
  'file.start.subTypes': 'Ano ang nangyari sa paniningil?',
  'file.start.collectionRefused':
    'Hindi puwedeng magpadala ng reklamo tungkol sa paniningil para sa napiling order',
  'file.start.chooseOrder': 'Pumili muna ng order.',
  'file.start.myComplaints': 'Mga reklamo ko',
  'file.describe.types': 'Uri ng tanong',
  'file.describe.order': 'Order No. {orderNo}',
  'file.describe.comments': 'Mga komento at mungkahi',
  'file.describe.placeholder': 'Sabihin sa amin kung ano ang nangyari',
  'file.describe.empty': 'Pakilagay ang iyong mga komento at mungkahi',
  'file.describe.pictures': 'Mga larawan (hanggang {max})',
  'file.describe.picture': 'Larawan {index} sa {total}',
  'file.describe.stillUploading': 'Pakihintay hanggang ma-upload ang mga larawan.',
  'file.describe.notPicture': 'Hindi larawan',
  'file.describe.pictureFailed': 'Larawan {index}: {message}',
  'file.describe.uploadFailed': 'May larawang hindi na-upload. Subukan ulit o alisin ito.',
  'file.describe.send': 'Ipadala',
  'file.describe.unanswered':
    'Hindi namin makumpirma kung naipadala ang reklamo mo. Tingnan ang Mga reklamo ko bago ito ipadala muli.',
  'file.describe.sent.title': 'Naipadala na',
  'file.describe.sent.body':
    'Salamat. Sasagot kami sa loob ng {days} araw ng trabaho, sa Mga reklamo ko.',
  'file.describe.invalid.title': 'Hindi masimulan ang reklamong ito',
  'file.describe.invalid.body':
    'Hindi nakasaad sa link kung anong uri ng tanong o aling order ang tinutukoy nito.',
  'file.describe.invalid.back': 'Bumalik sa mga reklamo',
};

export default fil;
