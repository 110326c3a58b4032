import { describe, expect, test } from 'vitest';
import { ApiError, type ApiErrorKind } from './apiError.ts';
import { mayHaveLanded, unsureOutcome } from './writeOutcome.ts';

const failed = (kind: ApiErrorKind) => new ApiError({ kind, message: 'error' });

describe('mayHaveLanded', () => {
  test("the server's refusal: nothing was done, whatever the connection", () => {
    expect(mayHaveLanded(failed('server'), true)).toBe(false);
    expect(mayHaveLanded(failed('server'), false)).toBe(false);
    expect(mayHaveLanded(failed('aborted'), true)).toBe(false);
  });

  test('no answer while the phone is offline: the request never left', () => {
    expect(mayHaveLanded(failed('network'), false)).toBe(false);
  });

  test('a lost, late, unreadable or gateway answer: the server may have done it', () => {
    expect(mayHaveLanded(failed('network'), true)).toBe(true);
    for (const kind of ['timeout', 'http', 'malformed'] as const) {
      expect(mayHaveLanded(failed(kind), true)).toBe(true);
      expect(mayHaveLanded(failed(kind), false)).toBe(true);
    }
  });
});

describe('unsureOutcome', () => {
  const unsure = 'Your order page shows whether it went through.';

  test("a 5xx the server worded keeps its words before the screen's", () => {
    const worded = new ApiError({
      kind: 'http',
      status: 500,
      code: 7001,
      message: 'Card expired.',
    });
    expect(unsureOutcome(worded, unsure, 'error')).toBe(`Card expired. ${unsure}`);
  });

  test("a failure the server did not word says only the screen's words", () => {
    expect(unsureOutcome(failed('timeout'), unsure, 'error')).toBe(unsure);
    const gateway = new ApiError({ kind: 'http', status: 502, message: 'error' });
    expect(unsureOutcome(gateway, unsure, 'error')).toBe(unsure);
    // A 5xx envelope without words, as the client hands it on: its message is the client's word.
    const unworded = new ApiError({ kind: 'http', status: 500, code: 500, message: 'error' });
    expect(unsureOutcome(unworded, unsure, 'error')).toBe(unsure);
  });
});
