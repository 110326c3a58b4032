import type { LegalDocument } from '../../legalDocument.ts';

/**
 * About us, in English. Placeholders in braces are filled from the brand's config and the loan
 * terms: keep them as they are; write no figure by hand.
 */
const en: LegalDocument = {
  intro: [
    '{appName} is the online lending service of {companyName}, a lending company registered with the Securities and Exchange Commission of the Philippines.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      body: [
        '{companyName} lends to Filipinos through the {appName} app and this website.',
        {
          list: [
            'SEC registration number: {secRegistration}',
            'Certificate of Authority to operate as a lending company: {certificateOfAuthority}',
            'Office: {companyAddress}',
          ],
        },
      ],
    },
    {
      id: 'mission',
      heading: 'Our mission',
      body: [
        'We want every Filipino to be able to borrow a small amount quickly, fairly and without surprises, from a phone, wherever they are.',
        'We show the full cost of a loan before you accept it, we collect with respect, and we keep your personal data safe.',
      ],
    },
    {
      id: 'advantages',
      heading: 'Why borrowers choose us',
      body: [
        {
          list: [
            'Apply in minutes from your phone: no branch visit and no paperwork to mail.',
            'A decision within {decisionDays} day, and the money in your account within {disbursementMinDays} to {disbursementMaxDays} calendar days of approval.',
            'Clear terms: the amount you receive, the charges and the repayment schedule are shown before you sign, in the Truth in Lending disclosure statement.',
            'Repay the way that suits you: e-wallets, bank transfer, or over the counter at payment centers and convenience stores.',
            'Trusted by {users} users.',
          ],
        },
      ],
    },
    {
      id: 'team',
      heading: 'Our team',
      body: [
        'Our team in the Philippines brings together people from banking, customer care, risk and technology. Credit officers review applications, our customer service team answers borrowers in English and Filipino, and our engineers keep the app fast and secure.',
        'Everyone on the team, including the partners who collect on our behalf, follows the SEC rules on fair debt collection.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      body: [
        'Questions about your loan, your repayments or this app? Our customer service is here to help.',
        {
          list: [
            'Customer service email: {serviceEmail}',
            'Hotline: {servicePhone}',
            'Office: {companyAddress}',
          ],
        },
      ],
    },
  ],
};

export default en;
