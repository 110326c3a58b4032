import type * as v from 'valibot';
import type { legacyConfirmSchema } from '../../api/schemas/legacyLoanAnswers.ts';
import type { agreementsSchema, loanConfirmSchema } from '../../api/schemas/loan.ts';
import { mainProduct } from '../shared/products.ts';

export type LoanConfirmInput = v.InferInput<typeof loanConfirmSchema>;
type AgreementInput = Extract<v.InferInput<typeof agreementsSchema>, unknown[]>[number];

export function loanConfirm(): LoanConfirmInput {
  return {
    amount: 500000,
    periods: 91,
    termUnit: 'day',
    details: [
      { text: 'Loan amount', value: '₱5.000,00' },
      { text: 'Service fee', value: '₱750,00' },
      { text: 'Amount received', value: '₱4.250,00' },
      { text: 'Interest', value: '₱455,00' },
      { text: 'Repayment amount', value: '₱5.455,00' },
    ],
    repay_plans: [
      {
        title: 'Single repayment',
        description: 'Principal ₱5.000,00 + interest ₱455,00',
        amount: 545500,
        pay_time: 1752508800,
      },
    ],
    firstPayTime: 1752508800,
    firstPeriodDay: 91,
    /** The ₱750 service fee is deducted up front (see the details). */
    netProceeds: 425000,
    pRateDsc: 'Daily interest rate 0,1%',
    sendSms: 0,
    isPopType: 1,
    popTitle: 'Wait a moment',
    popContent:
      'Your loan of ₱5.000,00 is approved. If you leave now, the offer will be cancelled.',
    popAgreementUrl: '',
    comProductLogo: mainProduct.logo,
    comProductName: mainProduct.name,
  };
}

export function legacyConfirm(): v.InferInput<typeof legacyConfirmSchema> {
  return { ...loanConfirm(), repayDate: '2025-07-15', NewButtonMsg: 'Borrow ₱5.000 now' };
}

export function agreements(): AgreementInput[] {
  return [
    { title: 'Loan Agreement', position: 1 },
    { title: 'Privacy Policy', position: 2 },
    { title: 'Authorization to Debit', position: 3 },
  ];
}
