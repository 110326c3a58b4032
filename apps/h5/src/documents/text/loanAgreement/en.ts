import type { LegalDocument } from '../../legalDocument.ts';

/**
 * Loan agreement (terms and conditions), in English. Every figure is a placeholder in braces,
 * filled from the loan terms (`loanTerms.ts`) and the brand's config: keep them as they are and
 * write no figure by hand; a test fails otherwise.
 */
const en: LegalDocument = {
  intro: [
    'These terms and conditions form the loan agreement between {companyName} (“the Lender”) and you (“the Borrower”) for every loan you take through the {appName} app. Read them, together with the Truth in Lending disclosure statement of your loan, before you confirm it.',
  ],
  sections: [
    {
      id: 'lender',
      heading: 'The Lender',
      body: [
        {
          list: [
            'Name: {companyName}',
            'SEC registration number: {secRegistration}',
            'Certificate of Authority: {certificateOfAuthority}',
            'Office: {companyAddress}',
            'Customer service: {serviceEmail}, {servicePhone}',
          ],
        },
      ],
    },
    {
      id: 'eligibility',
      heading: 'Who may borrow',
      body: ['The Borrower must be a Filipino citizen aged {minimumAge} or over.'],
    },
    {
      id: 'disclosure',
      heading: 'Truth in Lending disclosure',
      body: [
        'Under the Truth in Lending Act (RA 3765) and SEC MC 19 s.2019, before the loan is concluded the Lender discloses in a disclosure statement: the amount financed, the finance charge in pesos and centavos, the net proceeds you receive, the finance charge as an effective interest rate, and the schedule of payments.',
        'The Borrower has the right to demand a copy of the disclosure statement. Read it before you confirm the loan.',
      ],
    },
    {
      id: 'term',
      heading: 'Loan term',
      body: [
        'The loan term is from {termMinDays} to {termMaxDays} calendar days, as shown in the offer and the disclosure statement before you confirm it.',
      ],
    },
    {
      id: 'decision',
      heading: 'Decision and disbursement',
      body: [
        'The Lender decides on an application within {decisionDays} day. Once the loan is approved and confirmed, the net proceeds are sent to the Borrower’s bank or e-wallet account within {disbursementMinDays} to {disbursementMaxDays} calendar days.',
      ],
    },
    {
      id: 'repayment',
      heading: 'Repayment',
      body: [
        'The Borrower repays the amount and on the dates shown in the schedule of payments, through the channels listed in the app. Keep your receipt as proof of payment.',
      ],
    },
    {
      id: 'late-payment',
      heading: 'Late payment',
      body: [
        'If a payment is late, the Borrower pays a one-time late penalty of {penaltyNewClient} for a new client, or {penaltyRepeatClient} for a repeat client.',
        'On top of the penalty, interest is charged each day on the unpaid amount:',
        {
          list: [
            '{interest1Rate} a day from day {interest1From} to day {interest1To} after the due date;',
            '{interest2Rate} a day from day {interest2From} to day {interest2To};',
            '{interest3Rate} a day from day {interest3From}.',
          ],
        },
      ],
    },
    {
      id: 'prepayment',
      heading: 'Paying early',
      body: [
        'The Borrower may repay the whole loan early once {prepaymentAfterTerm} of the loan term has passed, and not earlier than {prepaymentMinDays} days after disbursement.',
      ],
    },
    {
      id: 'prolongation',
      heading: 'Prolongation',
      body: [
        'Where the app offers it, the Borrower may prolong the loan. A prolongation extends the loan for the same period as its original term, on the terms shown before the Borrower confirms it.',
      ],
    },
    {
      id: 'borrower-duties',
      heading: 'The Borrower’s duties',
      body: [
        {
          list: [
            'Give true and complete information, and use only their own ID, phone number and accounts.',
            'Report a change of name or address to the Lender within {reportChangeDays} calendar days.',
            'Keep their password and one-time codes secret.',
          ],
        },
      ],
    },
    {
      id: 'collection',
      heading: 'Fair collection',
      body: [
        'The Lender and everyone who collects on its behalf follow SEC MC 18 s.2019 on unfair debt collection practices. They will not:',
        {
          list: [
            'use or threaten violence or any other harm to the Borrower, their reputation or property;',
            'use obscene, insulting or profane language;',
            'publish or threaten to publish the Borrower’s name or debt to shame them;',
            'contact anyone in the Borrower’s contact list other than the guarantors or co-makers the Borrower named;',
            'make false representations, such as claiming that non-payment is a crime or that they are lawyers or officials;',
            'contact the Borrower before {contactFrom} or after {contactUntil}, unless the account is more than {pastDueDays} days past due or the Borrower agreed to it.',
          ],
        },
        'The app does not read the Borrower’s contact list or photo gallery and never uses them for collection.',
      ],
    },
    {
      id: 'complaints',
      heading: 'Complaints',
      body: [
        'The Borrower can file a complaint in the app or write to {serviceEmail}. The Lender answers every complaint within {complaintWeekdays} weekdays. If the Borrower is not satisfied with the answer, they may bring the complaint to the Securities and Exchange Commission (RA 11765, SEC MC 5 s.2023).',
      ],
    },
    {
      id: 'privacy',
      heading: 'Personal data',
      body: [
        'The Lender processes the Borrower’s personal data as its privacy policy describes, under the Data Privacy Act (RA 10173).',
      ],
    },
  ],
};

export default en;
