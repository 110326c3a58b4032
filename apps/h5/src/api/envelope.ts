import * as v from 'valibot';

/** Contract section 4: every answer is `{ code, message, data }`. */
export interface Envelope {
  success: boolean;
  code: string | number;
  message: string;
  data: unknown;
}

const SUCCESS_CODES: readonly (string | number)[] = [0, '0', '00'];

const envelopeSchema = v.object({
  code: v.union([v.number(), v.string()]),
  message: v.nullish(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), ''),
  data: v.optional(v.unknown()),
});

export function isSuccessCode(code: string | number): boolean {
  return SUCCESS_CODES.includes(code);
}

/** The normalised envelope, or `undefined` when the body is not one. */
export function readEnvelope(body: unknown): Envelope | undefined {
  const parsed = v.safeParse(envelopeSchema, body);
  if (!parsed.success) return undefined;
  const { code, message, data } = parsed.output;
  return { success: isSuccessCode(code), code, message, data };
}
