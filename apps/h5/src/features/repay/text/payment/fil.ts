import type { PaymentText } from './en.ts';

const fil: PaymentText = {
  'payment.method': 'Paraan ng Pagbabayad',
  'payment.hint': 'Pakipili ang paraan ng pagbabayad mo',
  'payment.pay': 'Magbayad',
  'payment.pickerTitle': 'Piliin kung paano magbabayad',
  'payment.noChannels':
    'Walang magagamit na paraan ng pagbabayad ngayon. Pakisubukang muli mamaya o makipag-ugnayan sa customer service.',
  'payment.noChannels.payCode':
    'Walang online na paraan ng pagbabayad ngayon. Puwede ka pa ring magbayad gamit ang code sa itaas.',
  'payment.more': 'higit pa',
  'payment.hide': 'itago',
  'payment.repayDate': 'Petsa ng pagbabayad',
  'payment.amountDue': 'Halagang dapat bayaran',
  'payment.details': 'Detalye ng pagbabayad',
  'payment.help.title': 'Paano magbayad',
  'payment.help.body': 'Sunud-sunod na tagubilin para sa mga e-wallet at payment center',
  'payment.payCode.heading': 'Ang iyong pay code',
  'payment.payCode.open': 'Kopyahin at magbayad',
  'payment.payCode.copied': 'Nakopya na',
  'payment.payCode.offline':
    'Hindi mabuksan ang iyong pay code. Tingnan ang iyong koneksyon at subukang muli.',
  'payment.payCode.saveFailed':
    'Hindi itinago ng iyong browser ang pay code para sa susunod na screen. I-off ang private browsing o magbakante ng storage, saka subukang muli.',
  'payment.scan.open': 'Ipakita ang barcode',
  'payment.scan.title': 'Ipakita ang barcode',
  'payment.scan.hint':
    'Ipakita ang barcode na ito sa cashier at magbayad ng eksaktong {amount}. Taasan ang liwanag ng screen.',
  'payment.scan.label': 'Barcode ng pay code {code}',
  'payment.scan.close': 'Isara',
  'payment.delay.heading': 'Rollover',
  'payment.delay.nextDate': 'Bagong takdang petsa kapag nabayaran mo na ang extension fee',
  'payment.delay.plan': 'Plano ng pagbabayad',
  'payment.delay.due': 'Takdang petsa {date}',
};

export default fil;
