import type { LegalDocument } from '../../legalDocument.ts';

/**
 * Privacy policy, in English: the privacy notice of the Data Privacy Act (RA 10173, IRR
 * section 34). Placeholders in braces are filled from the brand's config and the loan terms:
 * keep them as they are; write no figure by hand.
 */
const en: LegalDocument = {
  intro: [
    'This policy explains what personal data {companyName} collects when you use the {appName} app and website, why we collect it, who we share it with, how long we keep it and the rights you have over it. It is our privacy notice under the Data Privacy Act (RA 10173).',
    'By registering you agree that we process your data as described here. Where we need your consent for something specific, we ask for it separately at the moment it is needed.',
  ],
  sections: [
    {
      id: 'lender',
      heading: 'Who we are',
      body: [
        'The personal information controller is {companyName}, a lending company registered with the Securities and Exchange Commission (SEC registration number {secRegistration}, Certificate of Authority {certificateOfAuthority}), with its office at {companyAddress}.',
        'You can reach us by email at {serviceEmail} or by phone at {servicePhone}.',
      ],
    },
    {
      id: 'data-collected',
      heading: 'The data we collect',
      body: [
        'We collect only the data we need to assess, grant and service your loan:',
        {
          list: [
            'Registration data: your name, mobile number, date of birth, address, government-issued ID and the details on it, and the selfie you take to prove the ID is yours.',
            'Account data: your bank or e-wallet account for disbursement and repayment, your loans, repayments and their history, and the complaints and messages you send us.',
            'Activity data: your applications, the offers you saw and accepted, your payments and your use of the app’s features.',
            'Browsing data: the pages you open, when and for how long, and the page that brought you to us.',
            'Device data: photos you take with the camera during the application (for identity checks only), your GPS location when you allow it, your device’s advertising ID, and network data such as your IP address, network type and carrier, plus the device model and operating system.',
          ],
        },
      ],
    },
    {
      id: 'not-collected',
      heading: 'What we never access',
      body: [
        'The app does not read your contact list, your photo gallery or your social media contacts, and never uses them to collect a loan. We use the camera only to check your identity when you apply, and we ask for each permission on your phone just before we need it, telling you why.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Why we use your data',
      body: [
        {
          list: [
            'To verify your identity and prevent fraud.',
            'To assess your application and decide how much we can lend you. This includes automated credit scoring: your application, repayment history and device data are compared against our lending criteria to produce a score, and a credit officer can review the result. You may ask for the decision to be reviewed by a person.',
            'To disburse your loan, process your repayments and send you reminders before and after the due date.',
            'To answer your questions and complaints.',
            'To meet our obligations under the laws and SEC rules that apply to lending companies.',
            'To improve the app and, if you agree, to tell you about our offers.',
          ],
        },
      ],
    },
    {
      id: 'basis',
      heading: 'The basis of processing',
      body: [
        'We process your data because it is necessary to enter into and perform your loan agreement; because the law requires it; because of our legitimate interests in preventing fraud and keeping our service secure; and, for location, marketing and any other optional use, because you consented. You can withdraw a consent at any time (see “Opting out”).',
      ],
    },
    {
      id: 'scope-method',
      heading: 'How we collect and process it',
      body: [
        'We collect data from you when you register and apply, from your device with the permissions you grant, and from banks, payment partners and credit agencies when you apply or repay. We process it electronically on secured systems, in the Philippines or with service providers bound by the same protections.',
      ],
    },
    {
      id: 'disclosure',
      heading: 'Who we share it with',
      body: [
        'We never sell your personal data. We share it only as needed with:',
        {
          list: [
            'Service providers who work for us under a data sharing or outsourcing agreement: hosting, identity verification, SMS and email delivery, customer service tools and collection partners bound by the SEC collection rules.',
            'Banks, e-wallets and payment partners, to send your loan and receive your repayments.',
            'Credit agencies and credit information bureaus, to check your credit and report how you repay, as the law allows.',
            'Government authorities and courts, when the law requires it.',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      body: [
        'The website and app pages use cookies and similar browser storage to keep your session, remember your language and measure how the pages are used. You can clear or block cookies in your browser settings; some pages may then not work.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      body: [
        'We keep your data while you have an account or a loan with us, and afterwards only as long as the law and SEC rules require us to keep loan records, or as long as needed to establish or defend a legal claim. Then we delete it or make it anonymous.',
      ],
    },
    {
      id: 'security',
      heading: 'Password and data security',
      body: [
        'Your data travels encrypted and is stored on protected systems that only authorized staff can reach. Keep your password and the one-time codes we send you to yourself: our staff will never ask for them. If you think someone else knows your password, change it at once and tell us.',
      ],
    },
    {
      id: 'minors',
      heading: 'Minors',
      body: [
        'Our service is only for people aged {minimumAge} and over. We do not target minors and do not knowingly collect their data; if we learn that we have, we delete it.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      body: [
        'Under the Data Privacy Act you have the right:',
        {
          list: [
            'to be informed of how your data is processed;',
            'to access your data and get a copy of it;',
            'to object to processing, including automated decisions and profiling;',
            'to have inaccurate data corrected;',
            'to have your data erased or blocked when it is no longer needed or was processed unlawfully;',
            'to data portability, in an electronic format;',
            'to be indemnified for damages caused by inaccurate or unlawfully processed data;',
            'to file a complaint with the National Privacy Commission.',
          ],
        },
        'To use these rights, write to our data protection officer (below).',
      ],
    },
    {
      id: 'opt-out',
      heading: 'Opting out',
      body: [
        'You can stop marketing messages at any time by replying to them as they explain or by writing to {serviceEmail}. You can turn off location and other optional permissions in your phone’s settings, and withdraw any consent you gave. We will still process the data we need to service an open loan and to meet the law.',
      ],
    },
    {
      id: 'dpo',
      heading: 'Data protection officer and grievance officer',
      body: [
        'Our data protection officer also acts as our grievance officer for privacy complaints. Contact them at:',
        {
          list: [
            'Email: {serviceEmail} (subject: “Data protection officer”)',
            'Phone: {servicePhone}',
            'Mail: Data Protection Officer, {companyName}, {companyAddress}',
          ],
        },
      ],
    },
    {
      id: 'npc',
      heading: 'Complaints to the National Privacy Commission',
      body: [
        'If you are not satisfied with our answer, or at any time, you may file a complaint with the National Privacy Commission of the Philippines.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      body: [
        'We will post any change to this policy in the app and on the website, and tell you before a significant change takes effect.',
      ],
    },
  ],
};

export default en;
