import type { CodeText } from './en.ts';

const fil: CodeText = {
  'code.copied': 'Nakopya na',
  'code.copyFailed': 'Hindi makopya ang code. Pakisulat na lang ito.',
  'code.codeTitle': 'Pay code',
  'code.proofNote': 'Itago ang iyong deposit slip o resibo bilang patunay ng pagbabayad.',
  'code.total': 'Halagang babayaran',
  'code.amountUnavailable': 'Walang halagang maipakita',
  'code.amountUnavailableHint':
    'Tingnan ang halagang dapat bayaran sa pahina ng iyong order bago ka magbayad.',
  'code.instructions': 'Paano magbayad',
  'code.toOrder': 'Pumunta sa aking order',
  'code.missing.title': 'Walang pay code na maipakita',
  'code.missing.body': 'Buksan ang pahina ng pagbabayad ng iyong order para makakuha ng pay code.',
  'code.broken.title': 'Hindi mabasa ang detalye ng pagbabayad',
  'code.broken.body':
    'Buksan muli ang pahina ng pagbabayad ng iyong order para makakuha ng bagong pay code.',
  'code.yourCode': 'Ang iyong pay code',
  'code.picture':
    'Isang payment slip na may pay code, gaya ng ginagamit sa mga payment outlet at e-wallet app',
  'code.useCode':
    'Ibigay ang code na ito sa payment outlet, o ilagay ito sa iyong e-wallet app, at bayaran ang eksaktong halaga.',
  'code.noCode.title': 'Walang pay code',
  'code.noCode.body':
    'Nabuksan ang pahinang ito nang walang pay code. Buksan muli ang pagbabayad mula sa iyong order.',
  'code.scanTitle': 'I-scan para magbayad',
  'code.qrAlt': 'QR code para bayaran ang {amount}',
  'code.qrAltNoAmount': 'QR code para magbayad',
  'code.tips.title': 'Paano magbayad gamit ang QR code',
  'code.tip.app': 'Buksan ang anumang bank o e-wallet app na tumatanggap ng QR Ph.',
  'code.tip.scan': 'I-tap ang "Scan QR" at itapat ang camera sa code na ito.',
  'code.tip.check': 'Tiyaking tama ang halaga at ang pangalan ng merchant.',
  'code.tip.confirm': 'Kumpirmahin ang bayad gamit ang iyong PIN o biometrics.',
  'code.tip.expiry':
    'Isang beses lang magagamit ang code at nag-e-expire ito, pagkalipas ng 30 minuto bilang default. Kapag expired na, buksan muli ang pagbabayad para sa bagong code.',
};

export default fil;
