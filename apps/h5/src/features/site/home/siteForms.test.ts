import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { contactOutcome, missingContactFields, signUpOutcome } from './siteForms.ts';

const blank = fc.constantFrom('', ' ', '\t', '  \n ');
const text = fc.string({ minLength: 1 }).filter((value) => value.trim() !== '');

describe('missingContactFields', () => {
  test('the blank ones, in form order', () => {
    expect(missingContactFields({ name: 'Maria', phone: ' ', suggestion: '' })).toEqual([
      'phone',
      'suggestion',
    ]);
    expect(missingContactFields({ name: '', phone: '0917', suggestion: 'Faster' })).toEqual([
      'name',
    ]);
    expect(missingContactFields({ name: 'Maria', phone: '0917', suggestion: 'Faster' })).toEqual(
      [],
    );
  });
});

describe('contactOutcome', () => {
  test('all three filled: success', () => {
    expect(contactOutcome({ name: 'Maria', phone: '09171234567', suggestion: 'Faster' })).toEqual({
      message: 'site.contact.done',
      done: true,
    });
  });

  test('any one blank: incomplete, whatever the others hold', () => {
    fc.assert(
      fc.property(text, text, blank, fc.integer({ min: 0, max: 2 }), (a, b, empty, at) => {
        const values = [a, b];
        values.splice(at, 0, empty);
        const [name = '', phone = '', suggestion = ''] = values;
        expect(contactOutcome({ name, phone, suggestion })).toEqual({
          message: 'site.contact.incomplete',
          done: false,
        });
      }),
    );
  });
});

describe('signUpOutcome', () => {
  test('empty is refused as empty', () => {
    fc.assert(
      fc.property(blank, (value) => {
        expect(signUpOutcome(value).message).toBe('site.signUp.empty');
      }),
    );
  });

  test.each(['maria@example.ph', ' maria.santos+loans@mail.example.com ', 'a@b.co'])(
    '%s is accepted',
    (email) => {
      expect(signUpOutcome(email)).toEqual({ message: 'site.signUp.done', done: true });
    },
  );

  test.each(['maria', 'maria@', '@example.ph', 'maria@example', 'ma ria@example.ph', 'a@@b.co'])(
    '%s is refused as not an address',
    (email) => {
      expect(signUpOutcome(email)).toEqual({ message: 'site.signUp.invalid', done: false });
    },
  );

  test('any text without an @ is never accepted', () => {
    fc.assert(
      fc.property(
        fc.string().filter((value) => !value.includes('@')),
        (value) => {
          expect(signUpOutcome(value).done).toBe(false);
        },
      ),
    );
  });
});
