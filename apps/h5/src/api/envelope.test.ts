import { describe, expect, test } from 'vitest';
import { isSuccessCode, readEnvelope } from './envelope.ts';

describe('readEnvelope', () => {
  test.each([0, '0', '00'])('code %j is a success', (code) => {
    expect(readEnvelope({ code, message: 'ok', data: { a: 1 } })).toEqual({
      success: true,
      code,
      message: 'ok',
      data: { a: 1 },
    });
  });

  test.each([1, '1', '000', ' 0', -1, 800006, '800005', 'OK', ''])(
    'code %j is a failure',
    (code) => {
      expect(readEnvelope({ code, message: 'No', data: null })).toEqual({
        success: false,
        code,
        message: 'No',
        data: null,
      });
    },
  );

  test('a missing or null message becomes empty text; a numeric one becomes text', () => {
    expect(readEnvelope({ code: 0 })?.message).toBe('');
    expect(readEnvelope({ code: 0, message: null })?.message).toBe('');
    expect(readEnvelope({ code: 5, message: 404 })?.message).toBe('404');
  });

  test('a missing data field is undefined, extra fields are ignored', () => {
    expect(readEnvelope({ code: '00', message: '', extra: true })).toEqual({
      success: true,
      code: '00',
      message: '',
      data: undefined,
    });
  });

  test.each([
    ['no code', { message: 'hi', data: {} }],
    ['a boolean code', { code: true, message: '' }],
    ['a null code', { code: null }],
    ['text', '<html>502 Bad Gateway</html>'],
    ['null', null],
    ['an array', [{ code: 0 }]],
    ['an object message', { code: 0, message: { text: 'x' } }],
  ])('%s is not an envelope', (_label, body) => {
    expect(readEnvelope(body)).toBeUndefined();
  });
});

describe('isSuccessCode', () => {
  test('only 0, "0" and "00"', () => {
    expect([0, '0', '00', 1, '01', 'success'].map(isSuccessCode)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
