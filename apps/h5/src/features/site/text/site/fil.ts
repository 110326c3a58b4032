import type { SiteText } from './en.ts';

/** Tekstong Filipino ng opisyal na site (`/`, `/About`, `/Policy`, `/Loan`). */
const fil: SiteText = {
  'meta.home':
    '{app}: cash loan sa Pilipinas mula sa iyong telepono. Makikita mo ang bawat singil at ang totoong rate bago ka pumirma.',
  'meta.about':
    'Tungkol sa {app}: sino kami, paano kami nagpapautang, at paano makipag-ugnayan sa aming customer service.',
  'meta.policy':
    'Privacy agreement ng {app}: anong datos ang kinokolekta namin, bakit, gaano katagal namin ito itinatago, at ang iyong mga karapatan.',
  'meta.loanTerms':
    'Mga tuntunin at kondisyon ng loan ng {app}: interes, mga singil, pagbabayad, at mga patakaran sa paniningil.',
  'site.nav': 'Mga seksyon ng site',
  'site.hero.title': 'Cash kapag kailangan mo, malinaw bago ka pumirma',
  'site.hero.text':
    'Mag-apply mula sa iyong telepono sa ilang hakbang lang. Ipinapakita ang bawat singil at ang effective rate bago mo kunin ang utang.',
  'site.users': '{count}+ user',
  'site.users.text': 'ang nanghiram na sa {app}.',
  'site.carousel': 'Bakit {app} ang pinipili ng mga nanghihiram',
  'site.slide.apply': 'Mag-apply mula sa iyong telepono sa ilang hakbang lang',
  'site.slide.fees': 'Makikita ang bawat singil bago ka pumirma',
  'site.slide.repay': 'Magbayad sa e-wallet, bank transfer o over the counter',
  'site.signUp.title': 'Mga balita at alok sa email',
  'site.signUp.email': 'Email address',
  'site.signUp.submit': 'Mag-sign up',
  'site.signUp.empty': 'Pakilagay ang iyong email address.',
  'site.signUp.invalid': 'Pakilagay ang tamang email address.',
  'site.signUp.done': 'Salamat sa pag-sign up!',
  'site.contact.title': 'Makipag-ugnayan sa amin',
  'site.contact.name': 'Pangalan',
  'site.contact.phone': 'Telepono',
  'site.contact.suggestion': 'Mungkahi',
  'site.contact.submit': 'Isumite',
  'site.contact.incomplete': 'Pakikumpleto ang impormasyon!',
  'site.contact.required': 'Pakipunan ito',
  'site.contact.done': 'Matagumpay!',
  'site.footer.company': 'Kumpanya',
  'site.footer.address': 'Address',
  'site.footer.email': 'Email',
  'site.footer.phone': 'Telepono',
  'site.footer.sec': 'SEC Registration No.',
  'site.footer.coa': 'Certificate of Authority No.',
  'site.policy.frame': 'Kasunduan sa Privacy',
  'site.policy.open': 'Buksan ang kasunduan sa privacy sa sarili nitong pahina',
};

export default fil;
