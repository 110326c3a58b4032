import * as v from 'valibot';
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

describe('answers the contract allows that the mocks do not send', () => {
  test('a list answer that is null reads as empty: no complaints, no bank form, no agreements', () => {
    expect(v.parse(complaintAnswers.problemList, null)).toEqual({ tabs: [] });
    expect(v.parse(bankAnswers.cardInit, null)).toEqual({ items: [] });
    expect(v.parse(loanAnswers.contract, null)).toEqual([]);
    expect(v.parse(legacyLoanAnswers.cultures, null)).toEqual([]);
  });

  test("agreements that carry their title only (the spec's shape) are told apart by their place", () => {
    const titles = [{ title: 'Privacy Policy' }, { title: 'Loan Agreement', position: 7 }];
    const read = [
      { title: 'Privacy Policy', position: '1' },
      { title: 'Loan Agreement', position: '7' },
    ];
    expect(v.parse(loanAnswers.contract, { data: titles })).toEqual(read);
    expect(v.parse(legacyLoanAnswers.cultures, titles)).toEqual(read);
    // Counted in the server's list: an unreadable item left out moves no one's place.
    expect(
      v.parse(loanAnswers.contract, { data: [null, { title: 'Privacy Policy', position: '' }] }),
    ).toEqual([{ title: 'Privacy Policy', position: '2' }]);
  });

  test('a captcha session id sent as a number is read as text', () => {
    expect(v.parse(promoAnswers.getSid, { sid: 123456 })).toEqual({ sid: '123456' });
    expect(v.safeParse(promoAnswers.getSid, { sid: ' ' }).success).toBe(false);
  });
});
