import { HttpResponse } from 'msw';
import type { CallableKey } from '../../api/endpoints.ts';
import type { MockStore } from '../domains.ts';
import { failureBody } from '../envelopes.ts';

/** What a scenario changes; a scenario that sets nothing answers like `default`. */
export interface ScenarioBehaviour {
  /** Changes the store's starting state. */
  seed?(store: MockStore): void;
  /** How long every answer takes; msw's realistic delay otherwise. */
  delayMs?: number;
  /** Replaces an endpoint's answer; undefined keeps the backend's. */
  answer?(key: CallableKey): Response | undefined;
  /** Rewrites the data of the backend's success answers. */
  rewrite?(key: CallableKey, data: unknown): unknown;
}

/** The endpoints fail with this code and message; the others answer as usual. */
export function failOn(
  keys: readonly CallableKey[],
  code: number,
  message: string,
): ScenarioBehaviour {
  return {
    answer: (key) =>
      keys.includes(key) ? HttpResponse.json(failureBody(code, message)) : undefined,
  };
}
