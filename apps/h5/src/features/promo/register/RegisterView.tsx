import { Button, CountdownButton } from '@hiram/ui';
import { type MouseEvent, useRef } from 'react';
import { styled } from 'styled-components';
import type { PhoneRule } from '../../../config/promo.ts';
import type { CompanyFacts } from '../../../documents/companyFacts.ts';
import { usePackText, useT } from '../../../i18n/index.ts';
import { enterMovesOn } from '../../../screen/enterMovesOn.ts';
import { FieldRow } from '../../../screen/FieldRow.ts';
import { FormField } from '../../../screen/FormField.tsx';
import { ScreenLayout } from '../../../screen/index.ts';
import { useFocusRefused } from '../../../screen/useFocusRefused.ts';
import { LandingHeader } from '../shared/LandingHeader.tsx';
import { LenderNote } from '../shared/LenderNote.tsx';
import type { Landing } from '../shared/landing.ts';
import { promoText } from '../text/promo/index.ts';
import { LazyPrivacyDialog } from './lazyPrivacyDialog.ts';
import type { RegisterForm } from './registerChecks.ts';

/** Where the running SMS countdown is kept, so a reload does not reset it. */
export const SMS_COUNTDOWN_KEY = 'promo:sms';

export interface RegisterViewProps {
  rule: PhoneRule;
  /** The landing config as shown; `null` while it loads (the form works meanwhile). */
  landing: Landing | null;
  form: RegisterForm;
  onChange: (field: keyof RegisterForm, value: string, caret?: number) => void;
  /** Why a field's value was refused, shown under it. */
  errors: Partial<Record<keyof RegisterForm, string>>;
  /** How many times the form was refused: each refusal puts the focus on the field marked. */
  refusals: number;
  /** The lender, named under the form (SEC MC 19 s.2019). */
  company: CompanyFacts;
  /** The privacy notice, given where the phone number is asked for (Data Privacy Act). */
  privacyHref: string;
  /** The privacy notice is open over the form. */
  privacyOpen: boolean;
  /** A tap on the privacy link: the notice opens over the form, which keeps what was typed. */
  onOpenPrivacy: () => void;
  onClosePrivacy: () => void;
  /** The captcha picture's address; `undefined` while its session id is on its way. */
  captchaSrc: string | undefined;
  /** Its session id or picture could not be had: a tap on the picture's place tries again. */
  captchaFailed: boolean;
  onRefreshCaptcha: () => void;
  /** The picture did not load (an error page, a dropped connection). */
  onCaptchaFailed: () => void;
  /** Sends the SMS; resolves `true` when sent, which starts the 60 s countdown. */
  onSendSms: () => Promise<boolean>;
  /** A tap on 'Get code' while the countdown runs. */
  onSmsBlocked: () => void;
  registering: boolean;
  onRegister: () => void;
  agreementHref: string;
  /** A tap on the terms link: the agreement opens as a page of its own, which Back leaves. */
  onOpenAgreement: () => void;
  onBack: () => void;
}

/**
 * `method="dialog"`: a form outside a dialog then submits nowhere. Sent before the page's code
 * has woken it, the prerendered form would otherwise reload the page with the phone number in
 * the URL; once awake, `onSubmit` answers.
 */
const Form = styled.form.attrs({ method: 'dialog' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: 28rem;
  margin: 0 auto;
`;

const CaptchaButton = styled.button`
  display: grid;
  place-items: center;
  width: 120px;
  height: 44px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.control};
  border-radius: ${({ theme }) => theme.radius.control};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  overflow: hidden;
  cursor: pointer;

  img { display: block; width: 100%; height: 100%; object-fit: contain; }
`;

/** The links stand 32 px tall for a thumb, on lines spaced to keep one line's clear of the next. */
const Terms = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 2;
  color: ${({ theme }) => theme.color.textMuted};

  a {
    padding-block: 8px;
    color: ${({ theme }) => theme.color.accentText};
  }
`;

/**
 * A link the landing opens itself (by its router, or as a dialog); the address stays for a page
 * opened apart.
 */
const inPlace = (open: () => void) => (event: MouseEvent) => {
  event.preventDefault();
  open();
};

/** `#/?templateId=`: phone, picture code and SMS code, then 'Register'. */
export function RegisterView({
  rule,
  landing,
  form,
  onChange,
  errors,
  refusals,
  company,
  privacyHref,
  privacyOpen,
  onOpenPrivacy,
  onClosePrivacy,
  captchaSrc,
  captchaFailed,
  onRefreshCaptcha,
  onCaptchaFailed,
  onSendSms,
  onSmsBlocked,
  registering,
  onRegister,
  agreementHref,
  onOpenAgreement,
  onBack,
}: RegisterViewProps) {
  const t = useT();
  const p = usePackText(promoText);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusRefused(formRef, refusals);
  return (
    <ScreenLayout title={t('title.register')} onBack={onBack}>
      <Form
        ref={formRef}
        noValidate
        onKeyDown={enterMovesOn}
        onSubmit={(event) => {
          event.preventDefault();
          onRegister();
        }}
      >
        <LandingHeader
          loading={landing === null}
          logo={landing?.logo}
          title={landing?.title || p('promo.title')}
          titleFromConfig
          lead={p('promo.lead')}
        />
        <FormField
          label={p('promo.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          enterKeyHint="next"
          name="phone"
          hint={p(rule === 'cn' ? 'promo.phone.hint.cn' : 'promo.phone.hint.ph')}
          value={form.phone}
          error={errors.phone}
          onValue={(value, caret) => onChange('phone', value, caret)}
        />
        <FieldRow>
          <FormField
            label={p('promo.captcha')}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="next"
            name="captcha"
            value={form.captcha}
            error={errors.captcha}
            onValue={(value, caret) => onChange('captcha', value, caret)}
          />
          <CaptchaButton type="button" onClick={onRefreshCaptcha}>
            {captchaSrc ? (
              <img src={captchaSrc} alt={p('promo.captcha.image')} onError={onCaptchaFailed} />
            ) : (
              p(captchaFailed ? 'promo.captcha.failed' : 'promo.captcha.loading')
            )}
          </CaptchaButton>
        </FieldRow>
        <FieldRow>
          <FormField
            label={p('promo.sms')}
            inputMode="numeric"
            autoComplete="one-time-code"
            name="smsCode"
            value={form.smsCode}
            error={errors.smsCode}
            onValue={(value, caret) => onChange('smsCode', value, caret)}
          />
          <CountdownButton
            variant="secondary"
            storageKey={SMS_COUNTDOWN_KEY}
            onStart={onSendSms}
            onBlockedTap={onSmsBlocked}
            formatRemaining={(seconds) => p('promo.sms.wait', { seconds })}
          >
            {p('promo.sms.send')}
          </CountdownButton>
        </FieldRow>
        <Button type="submit" block busy={registering}>
          {p('promo.register')}
        </Button>
        <Terms>
          {/* The spaces around the links are in the text: Chinese has none. */}
          {p('promo.terms')}
          <a href={agreementHref} onClick={inPlace(onOpenAgreement)}>
            {p('promo.terms.link')}
          </a>
          {p('promo.terms.and')}
          <a href={privacyHref} onClick={inPlace(onOpenPrivacy)}>
            {p('promo.privacy.link')}
          </a>
        </Terms>
        <LenderNote company={company} />
      </Form>
      <LazyPrivacyDialog open={privacyOpen} onClose={onClosePrivacy} />
    </ScreenLayout>
  );
}
