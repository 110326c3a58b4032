import type * as v from 'valibot';
import type { contactInfoSchema } from '../../api/schemas/service.ts';
import { contactInfo } from './fixtures.ts';

export interface ServiceSlice {
  contact: v.InferInput<typeof contactInfoSchema>;
}

export function serviceSlice(): ServiceSlice {
  return { contact: contactInfo() };
}
