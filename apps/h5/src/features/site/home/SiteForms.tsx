import { Button, toast } from '@hiram/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { type PackTranslate, usePackText } from '../../../i18n/index.ts';
import { enterMovesOn } from '../../../screen/enterMovesOn.ts';
import { FormField, FormTextArea } from '../../../screen/FormField.tsx';
import { useFocusRefused } from '../../../screen/useFocusRefused.ts';
import type { SiteText } from '../text/site/en.ts';
import { siteText } from '../text/site/index.ts';
import {
  type ContactForm,
  contactOutcome,
  type FormOutcome,
  missingContactFields,
  signUpOutcome,
} from './siteForms.ts';

/**
 * `method="dialog"`: a form outside a dialog then submits nowhere. Sent before the page's code
 * has woken it, the prerendered form would otherwise reload the page with what was typed in
 * the URL; once awake, `onSubmit` answers.
 */
const Card = styled.form.attrs({ method: 'dialog' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/** Says how the form went; an accepted form starts empty again. */
function answer(s: PackTranslate<SiteText>, outcome: FormOutcome, reset: () => void): void {
  toast.show(s(outcome.message));
  if (outcome.done) reset();
}

/** The email sign-up. Nothing is sent: the spec names no call for it. */
export function SignUpForm() {
  const s = usePackText(siteText);
  const [email, setEmail] = useState('');
  // Why the address was refused, under the field until it is typed in again.
  const [error, setError] = useState<keyof SiteText | null>(null);
  const [refusals, setRefusals] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusRefused(form, refusals);
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = signUpOutcome(email);
    answer(s, outcome, () => setEmail(''));
    setError(outcome.done ? null : outcome.message);
    if (!outcome.done) setRefusals((count) => count + 1);
  };
  return (
    <Card ref={form} aria-labelledby={titleId} noValidate onSubmit={submit}>
      <Title id={titleId}>{s('site.signUp.title')}</Title>
      <FormField
        label={s('site.signUp.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        name="email"
        value={email}
        error={error ? s(error) : undefined}
        onValue={(value) => {
          setEmail(value);
          setError(null);
        }}
      />
      <Button type="submit">{s('site.signUp.submit')}</Button>
    </Card>
  );
}

const EMPTY: ContactForm = { name: '', phone: '', suggestion: '' };

/** Name, telephone and suggestion. Nothing is sent: the spec's form only answers 'Success!'. */
export function ContactUsForm() {
  const s = usePackText(siteText);
  const [form, setForm] = useState(EMPTY);
  // The fields found blank at the last Submit, marked until each is typed in.
  const [missing, setMissing] = useState<(keyof ContactForm)[]>([]);
  const [refusals, setRefusals] = useState(0);
  const card = useRef<HTMLFormElement>(null);
  useFocusRefused(card, refusals);
  const titleId = useId();
  const set = (key: keyof ContactForm) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setMissing((current) => current.filter((field) => field !== key));
  };
  const required = (key: keyof ContactForm) =>
    missing.includes(key) ? s('site.contact.required') : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = contactOutcome(form);
    answer(s, outcome, () => setForm(EMPTY));
    setMissing(missingContactFields(form));
    if (!outcome.done) setRefusals((count) => count + 1);
  };
  return (
    <Card
      ref={card}
      aria-labelledby={titleId}
      noValidate
      onKeyDown={enterMovesOn}
      onSubmit={submit}
    >
      <Title id={titleId}>{s('site.contact.title')}</Title>
      <FormField
        label={s('site.contact.name')}
        autoComplete="name"
        enterKeyHint="next"
        name="name"
        value={form.name}
        error={required('name')}
        onValue={set('name')}
      />
      <FormField
        label={s('site.contact.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        enterKeyHint="next"
        name="phone"
        value={form.phone}
        error={required('phone')}
        onValue={set('phone')}
      />
      <FormTextArea
        label={s('site.contact.suggestion')}
        name="suggestion"
        value={form.suggestion}
        error={required('suggestion')}
        onValue={set('suggestion')}
      />
      <Button type="submit">{s('site.contact.submit')}</Button>
    </Card>
  );
}
