import { describe, expect, test } from 'vitest';
import { endpointKeys, endpoints } from '../endpoints.ts';
import { bankAnswers } from './bank.ts';
import { complaintAnswers } from './complaint.ts';
import { legacyLoanAnswers } from './legacyLoanAnswers.ts';
import { loanAnswers } from './loanAnswers.ts';
import { orderAnswers } from './order.ts';
import { promoAnswers } from './promo.ts';
import { repayAnswers } from './repay.ts';
import { serviceAnswers } from './service.ts';

describe('answer schemas', () => {
  test('every endpoint with an envelope has its schema in exactly one domain', () => {
    const domains = [
      loanAnswers,
      legacyLoanAnswers,
      orderAnswers,
      repayAnswers,
      bankAnswers,
      complaintAnswers,
      serviceAnswers,
      promoAnswers,
    ];
    const named = domains.flatMap((answers) => Object.keys(answers)).sort();
    expect(named).toEqual(endpointKeys.filter((key) => endpoints[key].client !== 'raw').sort());
  });
});
