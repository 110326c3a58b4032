import * as v from 'valibot';
import type { AnswerSchemaMap } from '../endpoints.ts';
import { text } from './fields.ts';

export const contactInfoSchema = v.object({ email: text, smWa: text });

/** The answers of the customer service API's calls. */
export const serviceAnswers = { contactKfInfo: contactInfoSchema } satisfies AnswerSchemaMap;

export type ContactInfo = v.InferOutput<typeof contactInfoSchema>;
