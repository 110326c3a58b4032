import type { AnswerSchemas, CallableKey, DataOf, PayloadOf } from './endpoints.ts';
import type { CallOptions, Http } from './http.ts';

/**
 * `call` for one domain's endpoints, each checked by its schema in the domain's map, so the
 * schemas load with the domain's API and not with the client.
 */
export function callWith<K extends CallableKey>(api: Http, schemas: Pick<AnswerSchemas, K>) {
  return <J extends K>(key: J, payload: PayloadOf<J>, options?: CallOptions): Promise<DataOf<J>> =>
    api.call(key, payload, schemas[key], options);
}
