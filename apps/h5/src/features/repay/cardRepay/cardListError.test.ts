import { describe, expect, test } from 'vitest';
import type { ResourceState } from '../../../screen/index.ts';
import { withCardListFallback } from './cardListError.ts';

const failed = (kind: 'server' | 'http' | 'network' | 'malformed', message: string) =>
  ({ status: 'error', error: { kind, message } }) as const satisfies ResourceState<never>;
const apply = (state: ResourceState<string>) =>
  withCardListFallback(state, 'error', 'failed to query card list');

describe('withCardListFallback', () => {
  test("the server's own message stays", () => {
    expect(apply(failed('server', 'Card service down'))).toEqual(
      failed('server', 'Card service down'),
    );
  });

  test('a failure without a message says the card list failed', () => {
    expect(apply(failed('server', 'error'))).toEqual(failed('server', 'failed to query card list'));
    expect(apply(failed('server', ' '))).toEqual(failed('server', 'failed to query card list'));
    expect(apply(failed('http', 'error'))).toEqual(failed('http', 'failed to query card list'));
  });

  test('offline and malformed answers keep their notices', () => {
    expect(apply(failed('network', 'error'))).toEqual(failed('network', 'error'));
    expect(apply(failed('malformed', 'x'))).toEqual(failed('malformed', 'x'));
  });

  test('loading and ready pass through', () => {
    expect(apply({ status: 'loading' })).toEqual({ status: 'loading' });
    expect(apply({ status: 'ready', data: 'x' })).toEqual({ status: 'ready', data: 'x' });
  });
});
