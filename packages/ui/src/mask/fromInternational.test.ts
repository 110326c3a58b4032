import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { fromInternational } from './fromInternational.ts';
import { maskPhone } from './maskPhone.ts';

const philippine = fromInternational('63');

describe('fromInternational', () => {
  test.each([
    ['+63 917 123 4567', '09171234567'],
    ['+639171234567', '09171234567'],
    [' +63-917-123-4567', '09171234567'],
    ['639171234567', '09171234567'],
    ['+６３ ９１７ １２３ ４５６７', '09171234567'],
    ['+63 0917 123 4567', '09171234567'],
    ['+6309171234567', '09171234567'],
  ])('%j in international form becomes %j', (typed, national) => {
    expect(philippine(typed)).toBe(national);
  });

  test('a pasted +63 number with its 0 kept, after a leading space, becomes the national number', () => {
    expect(philippine(' +63 0917 123 4567')).toBe('09171234567');
  });

  test.each([
    '',
    '0917 123 4567',
    '09171234567',
    '63917123456',
    '+1 415 555 0100',
    '091 7123 45678',
  ])('%j is left as typed', (typed) => {
    expect(philippine(typed)).toBe(typed);
  });

  const groupings = fc.constantFrom(' ', '-', '', '  ');
  const mobile = fc.stringMatching(/^9\d{9}$/);

  test('any +63 mobile number, however grouped, with its 0 or not, becomes the same number', () => {
    fc.assert(
      fc.property(mobile, groupings, fc.constantFrom('', '0'), (number, gap, trunk) => {
        const typed = `+63${gap}${trunk}${number.slice(0, 3)}${gap}${number.slice(3, 6)}${gap}${number.slice(6)}`;
        const national = philippine(typed);
        expect(national).toBe(`0${number}`);
        expect(maskPhone(national).replace(/ /g, '')).toBe(`0${number}`);
      }),
    );
  });

  test('a national number and what a phone mask shows of it stay as they are', () => {
    fc.assert(
      fc.property(mobile, (number) => {
        const national = `0${number}`;
        expect(philippine(national)).toBe(national);
        expect(philippine(maskPhone(national))).toBe(maskPhone(national));
      }),
    );
  });
});
