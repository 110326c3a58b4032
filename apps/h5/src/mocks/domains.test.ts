import { expect, test } from 'vitest';
import { endpointKeys } from '../api/endpoints.ts';
import { bankBackend } from './bank/backend.ts';
import { complaintBackend } from './complaint/backend.ts';
import { createStore } from './domains.ts';
import { loanBackend } from './loan/backend.ts';
import { orderBackend } from './order/backend.ts';
import { promoBackend } from './promo/backend.ts';
import { repayBackend } from './repay/backend.ts';
import { serviceBackend } from './service/backend.ts';

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
