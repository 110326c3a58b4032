/** English text of the official site (`/`, `/About`, `/Policy`, `/Loan`). */
const en = {
  'meta.home':
    '{app}: cash loans in the Philippines from your phone. See every fee and the real rate before you sign.',
  'meta.about': 'About {app}: who we are, how we lend, and how to reach our customer service.',
  'meta.policy':
    "{app}'s privacy agreement: what we collect, why, how long we keep it and your rights.",
  'meta.loanTerms':
    "{app}'s loan terms and conditions: interest, fees, repayment and collection rules.",
  'site.nav': 'Site sections',
  'site.hero.title': 'Cash when you need it, clear before you sign',
  'site.hero.text':
    'Apply from your phone in a few steps. Every fee and the effective rate are shown before you take the loan.',
  'site.users': '{count}+ users',
  'site.users.text': 'have borrowed with {app}.',
  'site.carousel': 'Why borrowers choose {app}',
  'site.slide.apply': 'Apply from your phone in a few steps',
  'site.slide.fees': 'Every fee shown before you sign',
  'site.slide.repay': 'Repay by e-wallet, bank transfer or over the counter',
  'site.signUp.title': 'News and offers by email',
  'site.signUp.email': 'Email address',
  'site.signUp.submit': 'Sign up',
  'site.signUp.empty': 'Please enter your email address.',
  'site.signUp.invalid': 'Please enter a valid email address.',
  'site.signUp.done': 'Thank you for signing up!',
  'site.contact.title': 'Contact us',
  'site.contact.name': 'Name',
  'site.contact.phone': 'Telephone',
  'site.contact.suggestion': 'Suggestion',
  'site.contact.submit': 'Submit',
  'site.contact.incomplete': 'Please provide complete information!',
  'site.contact.required': 'Please fill this in',
  'site.contact.done': 'Success!',
  'site.footer.company': 'Company',
  'site.footer.address': 'Address',
  'site.footer.email': 'Email',
  'site.footer.phone': 'Phone',
  'site.footer.sec': 'SEC Registration No.',
  'site.footer.coa': 'Certificate of Authority No.',
  'site.policy.frame': 'Privacy Agreement',
  'site.policy.open': 'Open the privacy agreement on its own page',
};

export default en;
export type SiteText = typeof en;
