import * as v from 'valibot';
import { text } from './fields.ts';

export const contactInfoSchema = v.object({ email: text, smWa: text });

export type ContactInfo = v.InferOutput<typeof contactInfoSchema>;
