import { Button, toast } from '@hiram/ui';
import { type FormEvent, useId, useState } from 'react';
import { styled } from 'styled-components';
import { type PackTranslate, usePackText } from '../../../i18n/index.ts';
import { FormField, FormTextArea } from '../../../screen/FormField.tsx';
import type { SiteText } from '../text/site/en.ts';
import { siteText } from '../text/site/index.ts';
import { type ContactForm, contactOutcome, type FormOutcome, signUpOutcome } from './siteForms.ts';

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
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    answer(s, signUpOutcome(email), () => setEmail(''));
  };
  return (
    <Card aria-labelledby={titleId} noValidate onSubmit={submit}>
      <Title id={titleId}>{s('site.signUp.title')}</Title>
      <FormField
        label={s('site.signUp.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        name="email"
        value={email}
        onValue={setEmail}
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
  const titleId = useId();
  const set = (key: keyof ContactForm) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    answer(s, contactOutcome(form), () => setForm(EMPTY));
  };
  return (
    <Card aria-labelledby={titleId} noValidate onSubmit={submit}>
      <Title id={titleId}>{s('site.contact.title')}</Title>
      <FormField
        label={s('site.contact.name')}
        autoComplete="name"
        name="name"
        value={form.name}
        onValue={set('name')}
      />
      <FormField
        label={s('site.contact.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        name="phone"
        value={form.phone}
        onValue={set('phone')}
      />
      <FormTextArea
        label={s('site.contact.suggestion')}
        name="suggestion"
        value={form.suggestion}
        onValue={set('suggestion')}
      />
      <Button type="submit">{s('site.contact.submit')}</Button>
    </Card>
  );
}
