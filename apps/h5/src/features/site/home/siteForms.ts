import type { SiteText } from '../text/site/en.ts';

export interface ContactForm {
  name: string;
  phone: string;
  suggestion: string;
}

/** What the visitor is told; `done` when the form was accepted. */
export interface FormOutcome {
  message: keyof SiteText;
  done: boolean;
}

const filled = (value: string) => value.trim() !== '';

/** The fields left blank, in form order: each is marked under it. */
export function missingContactFields(form: ContactForm): (keyof ContactForm)[] {
  return (['name', 'phone', 'suggestion'] as const).filter((field) => !filled(form[field]));
}

/** Section 5: all three are required; then 'Success!', and nothing is sent. */
export function contactOutcome(form: ContactForm): FormOutcome {
  return missingContactFields(form).length === 0
    ? { message: 'site.contact.done', done: true }
    : { message: 'site.contact.incomplete', done: false };
}

/** One `@`, something before it, a dot in the domain after it, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Section 5: the sign-up refuses an empty value; a value that is no address is refused too. */
export function signUpOutcome(email: string): FormOutcome {
  const value = email.trim();
  if (value === '') return { message: 'site.signUp.empty', done: false };
  if (!EMAIL.test(value)) return { message: 'site.signUp.invalid', done: false };
  return { message: 'site.signUp.done', done: true };
}
