import { describe, expect, test } from 'vitest';
import { commitOutcome } from './commitOutcome.ts';

describe('commitOutcome', () => {
  test('no SMS step asked: paid, with or without a record', () => {
    expect(commitOutcome({ needValid: 0, repayRecordId: '' })).toBe('paid');
    expect(commitOutcome({ needValid: 0, repayRecordId: 'RR1' })).toBe('paid');
    expect(commitOutcome({ needValid: 2, repayRecordId: '' })).toBe('paid');
  });

  test('an SMS step needs the record its code confirms', () => {
    expect(commitOutcome({ needValid: 1, repayRecordId: 'RR1' })).toBe('verify');
    expect(commitOutcome({ needValid: 1, repayRecordId: '' })).toBe('unreadable');
    expect(commitOutcome({ needValid: 1, repayRecordId: '  ' })).toBe('unreadable');
  });
});
