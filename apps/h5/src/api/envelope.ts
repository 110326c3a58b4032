/** Contract section 4: every answer is `{ code, message, data }`. */
export interface Envelope {
  success: boolean;
  code: string | number;
  message: string;
  data: unknown;
}

const SUCCESS_CODES: readonly (string | number)[] = [0, '0', '00'];

export function isSuccessCode(code: string | number): boolean {
  return SUCCESS_CODES.includes(code);
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && !Number.isNaN(value);
}

/** Missing or null: ''; a number: its text; anything else but text: not a message. */
function messageText(value: unknown): string | undefined {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  return isNumber(value) ? String(value) : undefined;
}

/**
 * The normalised envelope, or `undefined` when the body is not one. Read by hand, not with a
 * schema, because the client every page loads first reads it.
 */
export function readEnvelope(body: unknown): Envelope | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const code = 'code' in body ? body.code : undefined;
  if (!isNumber(code) && typeof code !== 'string') return undefined;
  const message = messageText('message' in body ? body.message : undefined);
  if (message === undefined) return undefined;
  const data = 'data' in body ? body.data : undefined;
  return { success: isSuccessCode(code), code, message, data };
}
