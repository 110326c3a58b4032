import type { GuideText } from './en.ts';

const fil: GuideText = {
  'guide.billerFallback': 'iyong nagpapautang',
  'guide.rules.title': 'Bago magbayad',
  'guide.exactAmount': 'Ibayad ang eksaktong halaga ng iyong bayarin.',
  'guide.rule.oneReference': 'Gumamit ng isang pay code sa bawat bayad.',
  'guide.rule.keepReceipt': 'Itago ang resibo o deposit slip bilang patunay ng pagbabayad.',
  'guide.rule.listedChannels':
    'Magbayad lang sa mga channel na inilista ng {biller} para sa iyong utang.',
  'guide.rule.neverShare': 'Huwag kailanman ibigay ang iyong pay code sa sinumang humihingi nito.',
  'guide.facts': 'Mga limit at oras ng pagpasok ng bayad',
  'guide.enlarge': 'I-tap ang larawan para palakihin ito.',

  'guide.group.ewallet': 'E-wallet: magbayad ng bills',
  'guide.group.otherWallet': 'Ibang app ng bangko o e-wallet',
  'guide.group.stores': 'Cash sa tindahan o sa counter',

  'guide.gcash.name': 'GCash',
  'guide.gcash.step1': 'Buksan ang GCash at i-tap ang Bills.',
  'guide.gcash.step2': 'I-tap ang Loans, saka piliin ang {biller}.',
  'guide.gcash.step3':
    'Ilagay ang iyong pay code bilang reference number, saka ang iyong mobile number at ang halaga.',
  'guide.gcash.step4': 'I-tap ang Next, saka ang Confirm.',
  'guide.gcash.fact1': 'Karaniwang pumapasok sa loob ng ilang minuto.',

  'guide.maya.name': 'Maya',
  'guide.maya.step1': 'Buksan ang Maya at i-tap ang Bills.',
  'guide.maya.step2': 'I-tap ang Loans, saka piliin ang {biller}.',
  'guide.maya.step3': 'Ilagay ang iyong pay code bilang account number, at ang account name.',
  'guide.maya.step4': 'I-tap ang Continue, saka ang Pay.',
  'guide.maya.fact1': 'PROCESSING ang status ng bayad hanggang kumpirmahin ito ng biller.',
  'guide.maya.fact2':
    'May mga biller na nagpo-post ng bayad sa loob ng 1 hanggang 3 araw ng trabaho.',

  'guide.qrph.name': 'QR Ph (kahit anong app ng bangko o e-wallet)',
  'guide.qrph.step1': 'Buksan ang app ng iyong bangko o e-wallet at i-tap ang Scan QR.',
  'guide.qrph.step2': 'Tingnang mabuti ang halaga at ang merchant.',
  'guide.qrph.step3': 'Kumpirmahin gamit ang iyong PIN o biometrics.',
  'guide.qrph.fact1':
    'Isang beses lang magagamit ang dynamic QR code at nag-e-expire ito (pagkalipas ng 30 minuto bilang default).',

  'guide.transfer.name': 'Bank transfer sa InstaPay / PESONet',
  'guide.transfer.fact1': 'InstaPay: real time, 24/7, hanggang {php50000}.',
  'guide.transfer.fact2': 'PESONet: pumapasok sa parehong banking day o sa susunod na banking day.',

  'guide.seven.name': '7-Eleven (CLiQQ kiosk)',
  'guide.seven.step1': 'Sa CLiQQ kiosk, i-tap ang Bills Payment, saka ang More Billers.',
  'guide.seven.step2': 'I-tap ang Loans, saka piliin ang {biller}.',
  'guide.seven.step3':
    'Ilagay ang iyong pay code bilang reference number, saka ang iyong mobile number at ang halaga.',
  'guide.seven.step4': 'I-print ang slip.',
  'guide.seven.step5': 'Magbayad sa cashier habang valid pa ang slip.',
  'guide.seven.fact1': 'Buong piso lang ang tinatanggap: i-round up ang halaga.',
  'guide.seven.fact2':
    'Real time ang pagpasok kapag mas mababa sa {php3500}; kinabukasan naman pumapasok ang mas malalaking halaga.',
  'guide.seven.fact3': 'Bawat bayad: {php50} hanggang {php50000}.',

  'guide.cebuana.name': 'Cebuana Lhuillier',
  'guide.cebuana.step1': 'Sabihing Bills Payment ang transaksyon mo.',
  'guide.cebuana.step2': 'Isulat ang iyong pay code sa field na "Control Number".',
  'guide.cebuana.step3': 'Magbayad nang cash.',
  'guide.cebuana.fact1': 'Pumapasok kinabukasan ng umaga.',
  'guide.cebuana.fact2': 'Hanggang {php30000} lang bawat bayad.',

  'guide.mlhuillier.name': 'M Lhuillier',
  'guide.mlhuillier.step1':
    'Sa counter, sabihing Bills Payment ang transaksyon mo at ibigay ang iyong pay code.',
  'guide.mlhuillier.fact1': 'Wala nang ibang hakbang na inilalathala ang M Lhuillier.',

  'guide.palawan.name': 'Palawan Express',
  'guide.palawan.step1': 'Pumunta bago mag-expire ang iyong pay code.',
  'guide.palawan.step2': 'Sabihin sa teller na Bills Payment ito, hindi padala o remittance.',
  'guide.palawan.fact1': 'Hanggang {php20000} lang bawat bayad.',

  'guide.ecpay.name': 'Mga ECPay outlet',
  'guide.ecpay.step1': 'Ibigay ang iyong pay code at ang halaga.',
  'guide.ecpay.fact1': 'Mahigit 490 libong sari-sari store at partner outlet.',
  'guide.ecpay.fact2': 'Hanggang {php50000} lang bawat bayad.',

  'guide.bayad.name': 'Bayad Center',
  'guide.bayad.step1': 'Punan ang Bills Payment slip.',
  'guide.bayad.step2': 'Isulat ang iyong pay code sa field na "Account/Ref Number".',
  'guide.bayad.fact1': 'Real time ang pagpasok kapag online ang branch.',

  'guide.picture.wallet':
    'Screen ng phone: Bills, saka Loans, saka ang biller, saka ang mga field para sa reference number (ang iyong pay code), mobile number at halaga.',
  'guide.picture.kiosk':
    'Screen ng CLiQQ kiosk: Bills Payment, More Billers, Loans; saka isang naka-print na slip na babayaran sa cashier.',
  'guide.picture.slip':
    'Bills Payment slip: sa field ng reference isusulat ang iyong pay code (Control Number, Account/Ref Number).',

  'guide.code.title': 'Ang iyong bayad',
  'guide.code.label': 'Pay code',
  'guide.code.amount': 'Halagang babayaran',
  'guide.code.amountUnavailable': 'Hindi available ang halaga',
  'guide.code.missing':
    'Walang kasamang pay code ang pahinang ito. Buksan itong muli mula sa iyong utang, o gamitin ang pay code na ibinigay ng {biller} at sundin ang mga hakbang sa ibaba.',
  'guide.code.unsupported':
    'Hindi maipapakita ng pahinang ito ang payment link na ito. Gamitin ang pay code na ibinigay ng {biller} at sundin ang mga hakbang sa ibaba.',
  'guide.copied': 'Nakopya na',
  'guide.copyFailed': 'Hindi nakopya. Pakisulat na lang nang mano-mano ang pay code.',
};

export default fil;
