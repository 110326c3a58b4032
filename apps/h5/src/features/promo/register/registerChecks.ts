import type { PhoneRule } from '../../../config/promo.ts';
import type { PromoText } from '../text/promo/en.ts';
import { isValidPhone } from './phoneRule.ts';

export interface RegisterForm {
  phone: string;
  captcha: string;
  smsCode: string;
}

type Message = keyof PromoText;

const phoneMessage = (rule: PhoneRule): Message =>
  rule === 'cn' ? 'promo.phone.invalid.cn' : 'promo.phone.invalid.ph';

/** Section 5: the captcha is required, at most 4 characters. */
const captchaOk = (captcha: string) => captcha.trim().length > 0 && captcha.trim().length <= 4;

/** Section 5: the SMS code is required, at most 6 characters. */
const smsCodeOk = (code: string) => code.trim().length > 0 && code.trim().length <= 6;

/** The field a problem is about, marked under it while its toast shows. */
export function problemField(problem: Message): keyof RegisterForm {
  if (problem === 'promo.captcha.invalid') return 'captcha';
  if (problem === 'promo.sms.invalid') return 'smsCode';
  return 'phone';
}

/** Section 5: a new captcha needs a phone number first. */
export function refreshProblem(rule: PhoneRule, phone: string): Message | null {
  return isValidPhone(rule, phone) ? null : phoneMessage(rule);
}

/** What stops 'Get code': the phone, then the captcha. */
export function smsProblem(rule: PhoneRule, form: RegisterForm): Message | null {
  if (!isValidPhone(rule, form.phone)) return phoneMessage(rule);
  if (!captchaOk(form.captcha)) return 'promo.captcha.invalid';
  return null;
}

/** What stops 'Register': the phone, the captcha, then the SMS code. */
export function registerProblem(rule: PhoneRule, form: RegisterForm): Message | null {
  return smsProblem(rule, form) ?? (smsCodeOk(form.smsCode) ? null : 'promo.sms.invalid');
}
