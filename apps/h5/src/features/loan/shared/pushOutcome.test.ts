import { describe, expect, test } from 'vitest';
import { ApiError, type ApiErrorKind } from '../../../api/index.ts';
import { loanMayBeTaken } from './pushOutcome.ts';

const failed = (kind: ApiErrorKind) => new ApiError({ kind, message: 'error' });

describe('loanMayBeTaken', () => {
  test("the server's refusal: the loan was not taken, whatever the connection", () => {
    expect(loanMayBeTaken(failed('server'), true)).toBe(false);
    expect(loanMayBeTaken(failed('server'), false)).toBe(false);
    expect(loanMayBeTaken(failed('aborted'), true)).toBe(false);
  });

  test('no answer while the phone is offline: the request never left', () => {
    expect(loanMayBeTaken(failed('network'), false)).toBe(false);
  });

  test('a lost, late, unreadable or gateway answer: the server may have taken it', () => {
    expect(loanMayBeTaken(failed('network'), true)).toBe(true);
    for (const kind of ['timeout', 'http', 'malformed'] as const) {
      expect(loanMayBeTaken(failed(kind), true)).toBe(true);
      expect(loanMayBeTaken(failed(kind), false)).toBe(true);
    }
  });
});
