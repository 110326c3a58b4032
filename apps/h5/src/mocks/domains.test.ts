import { expect, test } from 'vitest';
import { endpointKeys } from '../api/endpoints.ts';
import { bankBackend } from './bank/backend.ts';
import { bankHostileFields } from './bank/hostileFields.ts';
import { complaintBackend } from './complaint/backend.ts';
import { complaintHostileFields } from './complaint/hostileFields.ts';
import { answerFields, createStore } from './domains.ts';
import { loanBackend } from './loan/backend.ts';
import { loanHostileFields } from './loan/hostileFields.ts';
import { orderBackend } from './order/backend.ts';
import { orderHostileFields } from './order/hostileFields.ts';
import { promoBackend } from './promo/backend.ts';
import { promoHostileFields } from './promo/hostileFields.ts';
import { repayBackend } from './repay/backend.ts';
import { repayHostileFields } from './repay/hostileFields.ts';
import { serviceBackend } from './service/backend.ts';
import { serviceHostileFields } from './service/hostileFields.ts';

test('each endpoint is answered by exactly one domain', () => {
  const store = createStore();
  const answered = [
    loanBackend,
    orderBackend,
    repayBackend,
    bankBackend,
    complaintBackend,
    serviceBackend,
    promoBackend,
  ].flatMap((backend) => Object.keys(backend(store)));
  expect(answered.toSorted()).toEqual(endpointKeys.toSorted());
});

test("each answer's hostile field list comes from exactly one domain", () => {
  const listed = [
    loanHostileFields,
    orderHostileFields,
    repayHostileFields,
    bankHostileFields,
    complaintHostileFields,
    serviceHostileFields,
    promoHostileFields,
  ].flatMap((fields) => Object.keys(fields));
  expect(listed.toSorted()).toEqual(Object.keys(answerFields).toSorted());
});
