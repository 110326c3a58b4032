import { toast, useInBrowser } from '@hiram/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { type ApiError, isApiError, promoApi } from '../../../api/index.ts';
import { config } from '../../../config/env.ts';
import { type PhoneRule, promoConfig } from '../../../config/promo.ts';
import { brandCompany } from '../../../documents/brandCompany.ts';
import { usePackText, useT } from '../../../i18n/index.ts';
import { paths, promoPaths } from '../../../paths/index.ts';
import { useBackWaits, useNavigateOnce } from '../../../screen/index.ts';
import { getSession } from '../../../session/index.ts';
import { landingParams, landingQuery, visitTracking } from '../shared/landingParams.ts';
import { landingVisit } from '../shared/landingVisit.ts';
import { useLanding } from '../shared/useLanding.ts';
import { promoText } from '../text/promo/index.ts';
import { limitPhoneInput, phoneToSend } from './phoneRule.ts';
import type { RegisterViewProps } from './RegisterView.tsx';
import {
  problemField,
  type RegisterForm,
  refreshProblem,
  registerProblem,
  smsProblem,
} from './registerChecks.ts';
import { registerDraft } from './registerDraft.ts';
import { captchaInput, smsCodeInput } from './registerInput.ts';

/** The client's failure for a refused SMS or registration; anything else is a bug, thrown on. */
function apiFailure(error: unknown): ApiError {
  if (!isApiError(error)) throw error;
  return error;
}

/** What each field keeps of what was typed or pasted. */
const INPUT: Record<
  keyof RegisterForm,
  (rule: PhoneRule, raw: string, current: string, caret?: number) => string
> = {
  phone: limitPhoneInput,
  captcha: (_, raw) => captchaInput(raw),
  smsCode: (_, raw, current, caret) => smsCodeInput(raw, current, caret),
};

/** The registration landing: its config and tracking, the captcha, the SMS and the register call. */
export function useRegister(rule: PhoneRule = promoConfig.phoneRule): RegisterViewProps {
  const t = useT();
  const p = usePackText(promoText);
  const navigate = useNavigateOnce();
  const { search } = useLocation();
  const params = landingParams(search);
  // The prerendered page knows no query: links that carry it wait for hydration.
  const hydrated = useInBrowser();
  const landing = useLanding(params.templateId);
  // Back from the agreement, the form shows what was typed before it.
  const [form, setForm] = useState(registerDraft.form);
  useEffect(() => registerDraft.keep(form), [form]);
  const [sid, setSid] = useState('');
  // The captcha's session id or its picture could not be had: its button offers to try again.
  const [captchaFailed, setCaptchaFailed] = useState(false);
  const [nonce, setNonce] = useState(0);
  const [registering, setRegistering] = useState(false);
  // While the registration is on its way, the terms link and Back wait for it: left then, the
  // visitor was registered unseen and came back to an emptied form.
  const onBack = useBackWaits(() => registering, registering);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  // What was refused, under its field until that field changes; each refusal focuses it.
  const [errors, setErrors] = useState<RegisterViewProps['errors']>({});
  const [refusals, setRefusals] = useState(0);
  const refuse = (problem: Parameters<typeof problemField>[0]) => {
    toast.show(p(problem));
    setErrors({ [problemField(problem)]: p(problem) });
    setRefusals((count) => count + 1);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: one visit per landing opened
  useEffect(() => {
    if (landingVisit.take()) promoApi.trackVisit(visitTracking(params)).catch(() => {});
  }, []);

  // A new session id for the captcha on open and after each refusal that asks for a new picture.
  // biome-ignore lint/correctness/useExhaustiveDependencies: nonce asks for a new captcha
  useEffect(() => {
    const controller = new AbortController();
    promoApi.getSid({ signal: controller.signal }).then(setSid, () => {
      if (!controller.signal.aborted) setCaptchaFailed(true);
    });
    return () => controller.abort();
  }, [nonce]);

  /** A new picture, and the code typed for the old one goes: it cannot match the new one. */
  const newCaptcha = () => {
    setSid('');
    setCaptchaFailed(false);
    setForm((current) => ({ ...current, captcha: '' }));
    setNonce((current) => current + 1);
  };
  // In the landing's place: Back from the download page must not bring back an empty form.
  const toDownload = () =>
    navigate(`${promoPaths.download.path}${landingQuery(params)}`, { replace: true });
  /** What a refusal asks of the page (spec section 8). */
  const follow = ({ action }: ApiError) => {
    if (action === 'refreshCaptcha') {
      newCaptcha();
      // The toast has the server's words; the emptied field asks for the new code, and takes the focus.
      setErrors({ captcha: p('promo.captcha.invalid') });
      setRefusals((count) => count + 1);
    }
    if (action === 'goDownload') toDownload();
  };

  const request = () => {
    const session = getSession();
    return {
      phone: phoneToSend(rule, form.phone),
      capcode: form.captcha.trim(),
      sid,
      deviceId: session.deviceId,
      appName: landing?.appName || config.appName,
      app_from: params.app_from,
      user_from: params.user_from,
      utm_tag: params.utm_tag,
    };
  };

  const onSendSms = async () => {
    const problem = smsProblem(rule, form);
    if (problem) {
      refuse(problem);
      return false;
    }
    try {
      await promoApi.sendSms(request());
      toast.show(p('promo.sms.sent'));
      // The new code is the one to type: an older one typed before would be refused.
      setForm((current) => ({ ...current, smsCode: '' }));
      return true;
    } catch (error) {
      follow(apiFailure(error));
      return false;
    }
  };

  const onRegister = async () => {
    if (registering) return;
    const problem = registerProblem(rule, form);
    if (problem) {
      refuse(problem);
      return;
    }
    const sms = request();
    setRegistering(true);
    promoApi.trackClick(sms.phone).catch(() => {});
    try {
      await promoApi.register({
        ...sms,
        merchantNumber: getSession().merchantNumber,
        userName: sms.phone,
        smsCode: form.smsCode.trim(),
        invite_code: params.invite_code,
        id: params.templateId,
      });
      toast.show(t('api.registered'));
      registerDraft.clear();
      toDownload();
    } catch (error) {
      follow(apiFailure(error));
    } finally {
      setRegistering(false);
    }
  };

  return {
    rule,
    landing,
    form,
    onChange: (field, value, caret) => {
      setForm((current) => ({
        ...current,
        [field]: INPUT[field](rule, value, current[field], caret),
      }));
      setErrors((current) => (current[field] ? {} : current));
    },
    errors,
    refusals,
    captchaSrc: sid ? promoApi.captchaUrl(sid, nonce) : undefined,
    captchaFailed,
    onCaptchaFailed: () => {
      setSid('');
      setCaptchaFailed(true);
    },
    onRefreshCaptcha: () => {
      // Trying again after a failure is no refresh: it needs no phone number.
      if (captchaFailed) {
        newCaptcha();
        return;
      }
      const problem = refreshProblem(rule, form.phone);
      if (problem) refuse(problem);
      else newCaptcha();
    },
    onSendSms,
    onSmsBlocked: () => toast.show(p('promo.sms.repeat')),
    registering,
    onRegister: () => void onRegister(),
    agreementHref: `#${promoPaths.agreement.path}${hydrated ? landingQuery(params) : ''}`,
    onOpenAgreement: () => {
      if (!registering) navigate(`${promoPaths.agreement.path}${landingQuery(params)}`);
    },
    // The app's own page, for a link opened apart; a tap shows the notice over the form.
    privacyHref: paths.privacyPolicy.href(),
    privacyOpen,
    onOpenPrivacy: () => setPrivacyOpen(true),
    onClosePrivacy: () => setPrivacyOpen(false),
    company: brandCompany(),
    onBack,
  };
}
