import type * as v from 'valibot';
import type { cardInitSchema } from '../../api/schemas/bank.ts';
import { bankFormItems } from './fixtures.ts';

export interface BankSlice {
  bankForm: NonNullable<v.InferInput<typeof cardInitSchema>>;
}

export function bankSlice(): BankSlice {
  return { bankForm: { items: bankFormItems() } };
}
