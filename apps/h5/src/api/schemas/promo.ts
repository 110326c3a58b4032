import * as v from 'valibot';
import { id, target } from './fields.ts';

/** The spec only says the landing config has an id; everything else is kept as sent. */
export const landingConfigSchema = v.looseObject({ id });

export const sidSchema = v.object({ sid: target });

export type LandingConfig = v.InferOutput<typeof landingConfigSchema>;
