/** English text of the promotion landing (`promo.html`). */
const en = {
  'meta.register':
    'Register with {app} in a minute: your mobile number and an SMS code, then get the app to apply. Registering costs nothing.',
  'promo.title': 'Sign up in a minute',
  'promo.lead': 'Register with your mobile number, then download the app to apply.',
  'promo.phone': 'Mobile number',
  'promo.phone.hint.ph': '09XX XXX XXXX or +63 9XX XXX XXXX',
  'promo.phone.hint.cn': '11 digits',
  'promo.phone.invalid.ph':
    'Please enter a Philippine mobile number: 09 and 9 digits, or +63 9 and 9 digits.',
  'promo.phone.invalid.cn': 'Please enter a valid mobile number!',
  'promo.captcha': 'Picture code',
  'promo.captcha.image': 'Picture code. Tap for a new one',
  'promo.captcha.loading': 'Loading the picture code…',
  'promo.captcha.failed': 'Picture code not loaded. Tap to try again',
  'promo.captcha.invalid': 'Type the characters shown in the picture.',
  'promo.sms': 'SMS code',
  'promo.sms.send': 'Get code',
  'promo.sms.wait': 'Resend in {seconds} s',
  'promo.sms.sent': 'The code is on its way to your phone.',
  'promo.sms.invalid': 'Enter the code from the SMS.',
  'promo.sms.repeat': 'A code is on its way. You can ask for a new one when the timer ends.',
  'promo.register': 'Register',
  // The two links sit between these; the spaces around them are in the text (Chinese has none).
  'promo.terms': 'By registering you agree to the ',
  'promo.terms.link': 'registration terms',
  'promo.terms.and': ' and the ',
  'promo.privacy.link': 'privacy policy',
  'promo.download.title': 'Get the app',
  'promo.download.lead': 'Log in with the mobile number you registered.',
  'promo.download.android': 'Get it on Google Play',
  'promo.download.ios': 'Download on the App Store',
  'promo.download.none': 'The app links are not available right now. Please try again later.',
  'promo.agreement.title': 'Registration terms',
  'promo.agreement.1.heading': 'What you agree to',
  'promo.agreement.1.body':
    'By registering, you ask {app} to open an account for you with your mobile number. Registering does not apply for a loan and costs nothing.',
  'promo.agreement.2.heading': 'Your mobile number',
  'promo.agreement.2.body':
    'We send a one-time SMS code to check that the number is yours. We use the number to sign you in and to reach you about your account.',
  'promo.agreement.3.heading': 'Your personal data',
  'promo.agreement.3.body':
    'We process your data under the Data Privacy Act of 2012 (RA 10173), as our privacy policy describes: its purposes, who receives it, how long we keep it and your rights, including the right to complain to the National Privacy Commission.',
  'promo.agreement.4.heading': 'Your contacts and photos',
  'promo.agreement.4.body':
    'We never read your contact list, photo gallery or social media contacts to collect a debt.',
  'promo.agreement.5.heading': 'Before any loan',
  'promo.agreement.5.body':
    'Before you take a loan, the app shows its amount, every fee, the finance charge and the effective interest rate, and you can ask for a copy of the disclosure statement.',
  'promo.agreement.6.heading': 'Who we are',
  'promo.agreement.6.body':
    '{company}, SEC Registration No. {sec}, Certificate of Authority No. {coa}. Questions: {email}.',
};

export default en;
export type PromoText = typeof en;
