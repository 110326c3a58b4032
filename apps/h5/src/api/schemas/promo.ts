import * as v from 'valibot';
import type { AnswerSchemaMap } from '../endpoints.ts';
import { id, ignored } from './fields.ts';

/** The spec only says the landing config has an id; everything else is kept as sent. */
export const landingConfigSchema = v.looseObject({ id });

/** The captcha's session id, text or number (the contract gives no type). */
const sidSchema = v.object({ sid: v.pipe(id, v.trim(), v.nonEmpty()) });

/** The answers of the promotion landing API's calls. */
export const promoAnswers = {
  channelTemplate: landingConfigSchema,
  trackVisit: ignored,
  getSid: sidSchema,
  getSms: ignored,
  register: ignored,
  trackClick: ignored,
} satisfies AnswerSchemaMap;

export type LandingConfig = v.InferOutput<typeof landingConfigSchema>;
