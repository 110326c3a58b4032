import type { PromoText } from './en.ts';

/** Tekstong Filipino ng promotion landing (`promo.html`). */
const fil: PromoText = {
  'meta.register':
    'Magrehistro sa {app} sa loob ng isang minuto: ang iyong mobile number at isang SMS code, pagkatapos ay kunin ang app para mag-apply. Walang bayad ang pagrerehistro.',
  'promo.title': 'Mag-sign up sa loob ng isang minuto',
  'promo.lead':
    'Magrehistro gamit ang iyong mobile number, saka i-download ang app para mag-apply.',
  'promo.phone': 'Mobile number',
  'promo.phone.hint.ph': '09XX XXX XXXX o +63 9XX XXX XXXX',
  'promo.phone.hint.cn': '11 digit',
  'promo.phone.invalid.ph':
    'Pakilagay ang mobile number sa Pilipinas: 09 at 9 na digit, o +63 9 at 9 na digit.',
  'promo.phone.invalid.cn': 'Pakilagay ang tamang mobile number!',
  'promo.captcha': 'Code sa larawan',
  'promo.captcha.image': 'Code sa larawan. I-tap para sa bago',
  'promo.captcha.loading': 'Nilo-load ang code sa larawan…',
  'promo.captcha.failed': 'Hindi na-load ang code sa larawan. I-tap para subukang muli',
  'promo.captcha.invalid': 'I-type ang mga character na nasa larawan.',
  'promo.sms': 'SMS code',
  'promo.sms.send': 'Kunin ang code',
  'promo.sms.wait': 'Ipadala muli ({seconds} s)',
  'promo.sms.sent': 'Papunta na sa iyong telepono ang code.',
  'promo.sms.invalid': 'Ilagay ang code mula sa SMS.',
  'promo.sms.repeat': 'Papunta na ang code. Makakahingi ka ng bago kapag natapos ang timer.',
  'promo.register': 'Magrehistro',
  'promo.terms': 'Sa pagrerehistro, sumasang-ayon ka sa ',
  'promo.terms.link': 'mga tuntunin sa pagrerehistro',
  'promo.terms.and': ' at sa ',
  'promo.privacy.link': 'patakaran sa privacy',
  'promo.download.title': 'Kunin ang app',
  'promo.download.lead': 'Mag-log in gamit ang mobile number na inirehistro mo.',
  'promo.download.android': 'Kunin ito sa Google Play',
  'promo.download.ios': 'I-download sa App Store',
  'promo.download.none':
    'Hindi pa available ang mga link ng app sa ngayon. Pakisubukang muli mamaya.',
  'promo.agreement.title': 'Mga tuntunin sa pagrerehistro',
  'promo.agreement.1.heading': 'Ang sinasang-ayunan mo',
  'promo.agreement.1.body':
    'Sa pagrerehistro, hinihiling mo sa {app} na magbukas ng account para sa iyo gamit ang iyong mobile number. Hindi ito pag-apply ng loan at wala itong bayad.',
  'promo.agreement.2.heading': 'Ang iyong mobile number',
  'promo.agreement.2.body':
    'Nagpapadala kami ng one-time SMS code para matiyak na sa iyo ang numero. Ginagamit namin ang numero para ma-sign in ka at para makipag-ugnayan sa iyo tungkol sa iyong account.',
  'promo.agreement.3.heading': 'Ang iyong personal na datos',
  'promo.agreement.3.body':
    'Pinoproseso namin ang iyong datos alinsunod sa Data Privacy Act of 2012 (RA 10173), ayon sa nakasaad sa aming patakaran sa privacy: ang mga layunin nito, kung sino ang tumatanggap nito, gaano katagal namin ito itinatago, at ang iyong mga karapatan, kasama ang karapatang magreklamo sa National Privacy Commission.',
  'promo.agreement.4.heading': 'Ang iyong mga contact at larawan',
  'promo.agreement.4.body':
    'Hindi namin kailanman binabasa ang iyong contact list, photo gallery o mga contact sa social media para maningil ng utang.',
  'promo.agreement.5.heading': 'Bago ang anumang loan',
  'promo.agreement.5.body':
    'Bago ka kumuha ng loan, ipinapakita ng app ang halaga nito, ang bawat singil, ang finance charge at ang effective interest rate, at maaari kang humingi ng kopya ng disclosure statement.',
  'promo.agreement.6.heading': 'Sino kami',
  'promo.agreement.6.body':
    '{company}, SEC Registration No. {sec}, Certificate of Authority No. {coa}. Mga tanong: {email}.',
};

export default fil;
