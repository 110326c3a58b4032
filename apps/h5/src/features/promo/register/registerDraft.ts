import type { RegisterForm } from './registerChecks.ts';

/**
 * What the visitor typed on the landing, kept while it shows its agreement (another route), so
 * the form comes back as it was left. The captcha is not kept: a new picture comes with the form.
 * Held in memory only: a phone number is not written to the device's storage.
 */
export function createRegisterDraft() {
  let kept: Omit<RegisterForm, 'captcha'> = { phone: '', smsCode: '' };
  return {
    keep: ({ phone, smsCode }: RegisterForm) => {
      kept = { phone, smsCode };
    },
    form: (): RegisterForm => ({ ...kept, captcha: '' }),
    clear: () => {
      kept = { phone: '', smsCode: '' };
    },
  };
}

export const registerDraft = createRegisterDraft();
