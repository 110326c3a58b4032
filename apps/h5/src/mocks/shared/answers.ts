import type * as v from 'valibot';
import type { AnswerSchemas, CallableKey, EndpointKey } from '../../api/endpoints.ts';
import type { ReceivedRequest } from '../journal.ts';

type DataInput<K extends CallableKey> = v.InferInput<AnswerSchemas[K]>;

export type Answer<K extends CallableKey> =
  | { ok: true; data: DataInput<K> }
  | { ok: false; code: string | number; message: string };

/** An endpoint the page loads itself (the captcha image): a body, no envelope. */
export type RawKey = Exclude<EndpointKey, CallableKey>;

export interface RawAnswer {
  body: string;
  contentType: string;
}

export interface CallInput {
  received: ReceivedRequest;
  /** The original request, for reading an uploaded file. */
  request: Request;
}

/** The mock's answer to every endpoint in the table. */
export type Backend = {
  [K in CallableKey]: (input: CallInput) => Answer<K> | Promise<Answer<K>>;
} & { [K in RawKey]: () => RawAnswer };

export const ok = <T>(data: T) => ({ ok: true as const, data });

export const fail = (code: string | number, message: string) => ({
  ok: false as const,
  code,
  message,
});

/** A body or query value as text ('' when absent). */
export function field({ received }: CallInput, name: string): string {
  const value = received.body[name] ?? received.query[name];
  return value === undefined || value === null ? '' : String(value);
}
