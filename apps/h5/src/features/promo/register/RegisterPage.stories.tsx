import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import { layerReady } from '../../../../../../packages/ui/docs/sheetReady.ts';
import { config } from '../../../config/env.ts';
import type { PhoneRule } from '../../../config/promo.ts';
import { answerWith } from '../../../dev/storybook/answers.ts';
import { heldAnswer } from '../../../dev/storybook/heldAnswer.ts';
import {
  expectNothingHostileHappened,
  expectShownAsText,
  withHostileBackend,
} from '../../../dev/storybook/hostile.ts';
import { navigations } from '../../../dev/storybook/journals.ts';
import { layerScreenParameters } from '../../../dev/storybook/layerScreen.ts';
import { nothingSentTo, requestsTo, sentTo, WAIT } from '../../../dev/storybook/loadFailures.ts';
import { withMockBackend } from '../../../dev/storybook/mockBackend.ts';
import { painted } from '../../../dev/storybook/painted.ts';
import { recordToasts, toasts } from '../../../dev/storybook/toasts.ts';
import { WiredScreen } from '../../../dev/storybook/wiredPage.tsx';
import { en } from '../../../i18n/index.ts';
import { DEMO_CAPTCHA, DEMO_SMS_CODE, REGISTERED_PHONE } from '../../../mocks/promo/fixtures.ts';
import { logos } from '../../../mocks/shared/images.ts';
import { landingVisit } from '../shared/landingVisit.ts';
import { CONFIG_REFUSAL, configLostOnce, configRefused } from '../shared/storyConfigFailures.ts';
import promo from '../text/promo/en.ts';
import { RegisterView, SMS_COUNTDOWN_KEY } from './RegisterView.tsx';
import { registerDraft } from './registerDraft.ts';
import { useRegister } from './useRegister.ts';

function Register({ rule }: { rule: PhoneRule }) {
  return <RegisterView {...useRegister(rule)} />;
}

const QUERY = '?templateId=7&user_from=fb&client_type=android&utm_tag=nov&app_from=hiram';

function WiredRegister({ rule }: { rule: PhoneRule }) {
  return (
    <WiredScreen path="/" url={`/${QUERY}`}>
      <Register rule={rule} />
    </WiredScreen>
  );
}

const meta = {
  title: 'Screens/Promo/Register (wired)',
  component: WiredRegister,
  args: { rule: 'ph' },
  parameters: layerScreenParameters,
  beforeEach: () => {
    sessionStorage.removeItem(SMS_COUNTDOWN_KEY);
    const stop = recordToasts();
    return () => {
      stop();
      sessionStorage.removeItem(SMS_COUNTDOWN_KEY);
      // The page keeps the form for a trip to the agreement; each story starts empty.
      registerDraft.clear();
      // Each story is a landing opened anew: its visit counts.
      landingVisit.reset();
    };
  },
} satisfies Meta<typeof WiredRegister>;

export default meta;
type Story = StoryObj<typeof meta>;

const SMS = '/api/v2/promotion/get-sms';
const REGISTER = '/api/v2/promotion/register';
const SID = '/api/v2/promotion/get-sid';
const CAPTCHA = '/api/v2/promotion/get-captcha';

const input = (label: string) => screen.findByLabelText(label, {}, WAIT);
const captchaImage = () => screen.findByRole('img', { name: promo['promo.captcha.image'] }, WAIT);
const button = (name: string) => screen.getByRole('button', { name });
const landedOn = () =>
  screen.findByLabelText('Current route', { selector: 'output' }, WAIT).then((o) => o.textContent);

async function fill(values: { phone?: string; captcha?: string; smsCode?: string }) {
  if (values.phone !== undefined)
    await userEvent.type(await input(promo['promo.phone']), values.phone);
  if (values.captcha !== undefined)
    await userEvent.type(await input(promo['promo.captcha']), values.captcha);
  if (values.smsCode !== undefined)
    await userEvent.type(await input(promo['promo.sms']), values.smsCode);
}

/** On open: the template's config, the visit tracked with the ad's values, a captcha. */
export const Opens: Story = {
  beforeEach: withMockBackend('default'),
  play: async () => {
    await expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Borrow up to ₱20.000 from your phone' },
        WAIT,
      ),
    ).toBeVisible();
    await captchaImage();
    await waitFor(() => expect(requestsTo('/api/v2/promotion/track-visit')).toHaveLength(1), WAIT);
    await expect(requestsTo('/api/v2/promotion/track-visit')[0]?.query).toMatchObject({
      page_id: '7',
      user_from: 'fb',
      client_type: 'android',
      page_type: '1',
      utm_tag: 'nov',
      app_from: 'hiram',
    });
    await expect(requestsTo('/api/v2/service/channel/channel-template')[0]?.query).toMatchObject({
      templateId: '7',
    });
  },
};

const CHANNEL_TEMPLATE = '/api/v2/service/channel/channel-template';

/** The pictures on the page: only the captcha's once the config's logo is not shown. */
const pictures = () => [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));
const captchaOnly = [expect.stringMatching(/\/api\/v2\/promotion\/get-captcha\?.*sid=/)];

/**
 * The template's config refused (code 5001): the visitor from the ad sees the server's message
 * toasted, the landing's own title and no logo; the form works without the config, and 'Get
 * code' still sends.
 */
export const ConfigRefused: Story = {
  beforeEach: configRefused,
  play: async () => {
    await waitFor(() => expect(toasts()).toEqual([CONFIG_REFUSAL]), WAIT);
    await expect(
      await screen.findByRole('heading', { level: 2, name: promo['promo.title'] }, WAIT),
    ).toBeVisible();
    await captchaImage();
    await expect(pictures()).toEqual(captchaOnly);
    await fill({ phone: '09171234567', captcha: DEMO_CAPTCHA });
    await userEvent.click(button(promo['promo.sms.send']));
    await waitFor(() => expect(toasts()).toEqual([CONFIG_REFUSAL, promo['promo.sms.sent']]), WAIT);
    await expect(requestsTo(SMS)[0]?.body).toMatchObject({
      phone: '09171234567',
      capcode: DEMO_CAPTCHA,
    });
    // Asked for once: a refusal is not asked again.
    await expect(sentTo(CHANNEL_TEMPLATE)).toHaveLength(1);
  },
};

/**
 * The template's config cut off by the network: the network's toast, the landing's own title
 * and no logo, the form usable; unlike a refusal, the config is asked for again once the phone
 * is back online, and its title and logo then show.
 */
export const ConfigFailed: Story = {
  beforeEach: configLostOnce,
  play: async () => {
    await waitFor(() => expect(toasts()).toEqual([en['api.error']]), WAIT);
    await expect(
      await screen.findByRole('heading', { level: 2, name: promo['promo.title'] }, WAIT),
    ).toBeVisible();
    await captchaImage();
    await expect(pictures()).toEqual(captchaOnly);
    await fill({ phone: '09171234567', captcha: DEMO_CAPTCHA });
    window.dispatchEvent(new Event('online'));
    await expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Borrow up to ₱20.000 from your phone' },
        WAIT,
      ),
    ).toBeVisible();
    await expect(requestsTo(CHANNEL_TEMPLATE)[0]?.query).toMatchObject({ templateId: '7' });
    await expect(pictures()).toEqual([expect.stringContaining(logos.pesoBilis), ...captchaOnly]);
    // What was typed stays while the config arrives.
    await expect(await input(promo['promo.phone'])).toHaveValue('09171234567');
    await expect(await input(promo['promo.captcha'])).toHaveValue(DEMO_CAPTCHA);
  },
};

/** ph: each rule in its turn, in the order the visitor meets them; nothing is sent. */
export const PhilippineRules: Story = {
  beforeEach: withMockBackend('default'),
  play: async () => {
    await captchaImage();
    await userEvent.click(await captchaImage());
    await userEvent.click(button(promo['promo.sms.send']));
    await fill({ phone: '+63 917 123 4567 999' });
    await expect(await input(promo['promo.phone'])).toHaveValue('+63 917 123 4567');
    await userEvent.click(button(promo['promo.sms.send']));
    await fill({ captcha: '24' });
    await userEvent.click(button(promo['promo.register']));
    await expect(toasts()).toEqual([
      promo['promo.phone.invalid.ph'],
      promo['promo.phone.invalid.ph'],
      promo['promo.captcha.invalid'],
      promo['promo.sms.invalid'],
    ]);
    await nothingSentTo(SMS);
    await nothingSentTo(REGISTER);
  },
};

/**
 * A keyboard that composes (a Chinese or Japanese one typing full-width digits): the field keeps
 * what it composes until it commits, then takes it as the rules have it. Rewritten midway, the
 * keyboard would type its whole text again: `0917` became `00909109170`.
 */
export const ComposedNumber: Story = {
  beforeEach: withMockBackend('default'),
  play: async () => {
    const phone = (await input(promo['promo.phone'])) as HTMLInputElement;
    phone.focus();
    fireEvent.compositionStart(phone, { data: '' });
    for (const composed of ['０', '０９', '０９１', '０９１７']) {
      fireEvent.input(phone, { target: { value: composed }, isComposing: true });
      await expect(phone).toHaveValue(composed);
    }
    fireEvent.compositionEnd(phone, { data: '０９１７' });
    await waitFor(() => expect(phone).toHaveValue('0917'));
  },
};

/**
 * A key the rules refuse, or a character they drop, leaves the caret where it was: thrown to the
 * end, the next Backspace would take the number's last digit.
 */
export const RefusedKeyKeepsCaret: Story = {
  beforeEach: withMockBackend('default'),
  play: async () => {
    const phone = (await input(promo['promo.phone'])) as HTMLInputElement;
    await fill({ phone: '09171234567' });
    phone.setSelectionRange(2, 2);
    await userEvent.keyboard('5');
    await expect(phone).toHaveValue('09171234567');
    await expect(phone.selectionStart).toBe(2);
    await userEvent.clear(phone);
    await fill({ phone: '0917123' });
    phone.setSelectionRange(4, 4);
    await userEvent.keyboard('-');
    await expect(phone).toHaveValue('0917123');
    await expect(phone.selectionStart).toBe(4);
    await userEvent.keyboard('{Backspace}');
    await expect(phone).toHaveValue('091123');
  },
};

/** cn: the spec's rule, and its message; typing past 11 digits is ignored. */
export const ChinaRule: Story = {
  args: { rule: 'cn' },
  beforeEach: withMockBackend('default'),
  play: async () => {
    await fill({ phone: '12812345678' });
    await userEvent.click(button(promo['promo.sms.send']));
    await userEvent.clear(await input(promo['promo.phone']));
    await fill({ phone: '138123456789' });
    await expect(await input(promo['promo.phone'])).toHaveValue('13812345678');
    await expect(toasts()).toEqual([promo['promo.phone.invalid.cn']]);
  },
};

/** A new captcha needs the phone first; with it, a new session id and a new picture. */
export const CaptchaRefresh: Story = {
  beforeEach: withMockBackend('default'),
  play: async () => {
    const first = (await captchaImage()).getAttribute('src');
    await fill({ phone: '09171234567' });
    await userEvent.click(await captchaImage());
    await waitFor(() => expect(requestsTo(SID)).toHaveLength(2), WAIT);
    await waitFor(
      async () => expect((await captchaImage()).getAttribute('src')).not.toBe(first),
      WAIT,
    );
  },
};

/**
 * The captcha's session id fails to come: the button says so, and a tap asks again, phone or
 * not (the mock answers the second time).
 */
export const CaptchaFailed: Story = {
  beforeEach: [
    withMockBackend('default'),
    (context) => {
      const { msw } = context as typeof context & { msw: MswApi };
      msw.use(http.get(`${config.apiBase}${SID}`, () => HttpResponse.error(), { once: true }));
    },
  ],
  play: async () => {
    const retry = await screen.findByRole('button', { name: promo['promo.captcha.failed'] }, WAIT);
    await userEvent.click(retry);
    await captchaImage();
    await expect(requestsTo(SID)).toHaveLength(1);
  },
};

/**
 * The captcha's picture fails to come: the button says so, not a broken picture, and a tap asks
 * for a new one with no phone number typed (the mock answers the second time).
 */
export const CaptchaPictureFailed: Story = {
  beforeEach: [
    withMockBackend('default'),
    // A session id of its own: a picture another story loaded is not asked for again.
    answerWith('getSid', { sid: 'sid-no-picture' }, { once: true }),
    (context) => {
      const { msw } = context as typeof context & { msw: MswApi };
      msw.use(
        http.get(`${config.apiBase}${CAPTCHA}`, ({ request }) =>
          new URL(request.url).searchParams.get('sid') === 'sid-no-picture'
            ? new HttpResponse(null, { status: 500 })
            : undefined,
        ),
      );
    },
  ],
  play: async () => {
    const retry = await screen.findByRole('button', { name: promo['promo.captcha.failed'] }, WAIT);
    await userEvent.click(retry);
    await captchaImage();
    await expect(toasts()).toEqual([]);
    // The story answered the first session id; the mock, the one asked again.
    await expect(requestsTo(SID)).toHaveLength(1);
  },
};

/** A new picture clears the code typed for the old one. */
export const CaptchaRefreshClearsCode: Story = {
  beforeEach: withMockBackend('default'),
  play: async () => {
    await captchaImage();
    await fill({ phone: '09171234567', captcha: 'AB12' });
    await userEvent.click(await captchaImage());
    await waitFor(async () => expect(await input(promo['promo.captcha'])).toHaveValue(''), WAIT);
  },
};

/** 'Get code' sends once, counts 60 s down, and a second tap meanwhile is refused. */
export const SmsCountdown: Story = {
  beforeEach: withMockBackend('default'),
  play: async () => {
    await captchaImage();
    await fill({ phone: '0917 123 4567', captcha: DEMO_CAPTCHA });
    await userEvent.click(button(promo['promo.sms.send']));
    const waiting = await screen.findByRole('button', { name: /^Resend in (60|59) s$/ }, WAIT);
    await userEvent.click(waiting);
    await painted();
    await expect(sentTo(SMS)).toHaveLength(1);
    await expect(requestsTo(SMS)[0]?.body).toMatchObject({
      phone: '09171234567',
      capcode: DEMO_CAPTCHA,
      app_from: 'hiram',
      user_from: 'fb',
      utm_tag: 'nov',
    });
    await expect(toasts()).toEqual([promo['promo.sms.sent'], promo['promo.sms.repeat']]);
  },
};

/**
 * A refusal is toasted and also stays under its field, which takes the focus; typing in that
 * field takes the mark away.
 */
export const RefusalMarksItsField: Story = {
  beforeEach: withMockBackend('default'),
  play: async () => {
    await captchaImage();
    await userEvent.click(button(promo['promo.register']));
    const phone = await input(promo['promo.phone']);
    await expect(phone).toHaveFocus();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(
      `${promo['promo.phone.hint.ph']} ${promo['promo.phone.invalid.ph']}`,
    );
    await fill({ phone: '09171234567' });
    await expect(phone).not.toHaveAttribute('aria-invalid');
    await userEvent.click(button(promo['promo.register']));
    const captcha = await input(promo['promo.captcha']);
    await expect(captcha).toHaveFocus();
    await expect(captcha).toHaveAccessibleDescription(promo['promo.captcha.invalid']);
    // Typing takes the mark away, and the field keeps the focus for the next character.
    await userEvent.keyboard(DEMO_CAPTCHA);
    await expect(captcha).toHaveValue(DEMO_CAPTCHA);
    await expect(captcha).not.toHaveAttribute('aria-invalid');
    await expect(toasts()).toEqual([
      promo['promo.phone.invalid.ph'],
      promo['promo.captcha.invalid'],
    ]);
    await nothingSentTo(REGISTER);
  },
};

/**
 * The privacy notice opens over the form and closes back to it: what was typed stays, the page
 * is not left, and the visit is not counted again.
 */
export const PrivacyKeepsTheForm: Story = {
  beforeEach: withMockBackend('default'),
  play: async () => {
    await captchaImage();
    await fill({ phone: '09171234567', captcha: DEMO_CAPTCHA });
    await userEvent.click(screen.getByRole('link', { name: promo['promo.privacy.link'] }));
    const dialog = await layerReady(en['title.privacyPolicy']);
    await within(dialog).findByRole('heading', { name: 'Who we are' }, WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    await expect(await input(promo['promo.phone'])).toHaveValue('09171234567');
    await expect(await input(promo['promo.captcha'])).toHaveValue(DEMO_CAPTCHA);
    await expect(screen.queryByLabelText('Current route', { selector: 'output' })).toBeNull();
    await expect(requestsTo('/api/v2/promotion/track-visit')).toHaveLength(1);
  },
};

/** A code sent anew replaces the one typed before: the field empties for it. */
export const SmsSentEmptiesTheOldCode: Story = {
  beforeEach: withMockBackend('default'),
  play: async () => {
    await captchaImage();
    await fill({ phone: '09171234567', captcha: DEMO_CAPTCHA, smsCode: '111111' });
    await userEvent.click(button(promo['promo.sms.send']));
    await waitFor(() => expect(toasts()).toEqual([promo['promo.sms.sent']]), WAIT);
    await expect(await input(promo['promo.sms'])).toHaveValue('');
  },
};

/**
 * Codes pasted with spaces, in full-width digits or around a message keep their digits (the
 * picture code its characters) before the length is cut, and are sent so.
 */
export const CodesPasted: Story = {
  beforeEach: withMockBackend('default'),
  play: async () => {
    await captchaImage();
    await fill({ phone: '09171234567' });
    await userEvent.click(await input(promo['promo.captcha']));
    await userEvent.paste(` ${DEMO_CAPTCHA}`);
    await expect(await input(promo['promo.captcha'])).toHaveValue(DEMO_CAPTCHA);
    const sms = await input(promo['promo.sms']);
    await userEvent.click(sms);
    await userEvent.paste('１２３ ４５６');
    await expect(sms).toHaveValue('123456');
    await userEvent.clear(sms);
    await userEvent.paste(`Your code is ${DEMO_SMS_CODE.slice(0, 3)} ${DEMO_SMS_CODE.slice(3)}.`);
    await expect(sms).toHaveValue(DEMO_SMS_CODE);
    await userEvent.click(button(promo['promo.register']));
    await expect(await landedOn()).toBe(`/downloadTemplate${QUERY}`);
    await expect(requestsTo(REGISTER)[0]?.body).toMatchObject({
      smsCode: DEMO_SMS_CODE,
      capcode: DEMO_CAPTCHA,
    });
  },
};

/** SMS 101: the server's message and a new captcha. */
export const SmsCode101: Story = {
  beforeEach: withMockBackend('code-101'),
  play: async () => {
    await captchaImage();
    await fill({ phone: '09171234567', captcha: DEMO_CAPTCHA });
    await userEvent.click(button(promo['promo.sms.send']));
    await waitFor(
      () => expect(toasts()).toEqual(['The image code is wrong. Please enter the new one.']),
      WAIT,
    );
    await waitFor(() => expect(requestsTo(SID)).toHaveLength(2), WAIT);
    await expect(button(promo['promo.sms.send'])).toBeEnabled();
    await expectNewCodeAskedFor();
  },
};

/** After a refusal that brings a new picture: its field, emptied, asks for the new code and has the focus. */
async function expectNewCodeAskedFor() {
  const captcha = await input(promo['promo.captcha']);
  await expect(captcha).toHaveValue('');
  await expect(captcha).toHaveAttribute('aria-invalid', 'true');
  await expect(captcha).toHaveAccessibleDescription(promo['promo.captcha.invalid']);
  await waitFor(() => expect(captcha).toHaveFocus(), WAIT);
}

/** SMS 11: already registered, off to the download page. */
export const SmsCode11: Story = {
  beforeEach: withMockBackend('code-11'),
  play: async () => {
    await captchaImage();
    await fill({ phone: REGISTERED_PHONE, captcha: DEMO_CAPTCHA });
    await userEvent.click(button(promo['promo.sms.send']));
    await expect(await landedOn()).toBe(`/downloadTemplate${QUERY}`);
    await expect(toasts()).toEqual([en['api.alreadyRegistered']]);
  },
};

/**
 * Register 0: 'registered successfully', the click tracked with the phone, then download, in the
 * landing's place: Back from it does not bring back an empty form, read as a lost registration.
 */
const heldRegister = heldAnswer('register');

/**
 * While the registration is on its way, the terms link and Back wait for it: left then, the
 * visitor was registered unseen and came back to an emptied form.
 */
export const RegisteringHoldsThePage: Story = {
  beforeEach: [withMockBackend('default'), heldRegister.beforeEach],
  play: async () => {
    await captchaImage();
    await fill({ phone: '09171234567', captcha: DEMO_CAPTCHA, smsCode: DEMO_SMS_CODE });
    await userEvent.click(button(promo['promo.register']));
    await waitFor(() => expect(sentTo(REGISTER)).toHaveLength(1), WAIT);
    await userEvent.click(screen.getByRole('link', { name: promo['promo.terms.link'] }));
    await expect(window.onNativeBack?.()).toBe(true);
    await painted();
    await expect(navigations).toEqual([]);
    heldRegister.release();
    await expect(await landedOn()).toBe(`/downloadTemplate${QUERY}`);
  },
};

export const Registered: Story = {
  beforeEach: withMockBackend('default'),
  play: async () => {
    await captchaImage();
    await fill({ phone: '09171234567', captcha: DEMO_CAPTCHA, smsCode: DEMO_SMS_CODE });
    await userEvent.click(button(promo['promo.register']));
    await expect(await landedOn()).toBe(`/downloadTemplate${QUERY}`);
    await expect(navigations.at(-1)).toEqual({ to: `/downloadTemplate${QUERY}`, replace: true });
    await expect(toasts()).toEqual([en['api.registered']]);
    await expect(requestsTo('/api/v2/promotion/track-click')[0]?.query).toMatchObject({
      phone: '09171234567',
    });
    await expect(requestsTo(REGISTER)[0]?.body).toMatchObject({
      phone: '09171234567',
      userName: '09171234567',
      smsCode: DEMO_SMS_CODE,
      capcode: DEMO_CAPTCHA,
      id: '7',
    });
  },
};

/** Register 11: as for the SMS. */
export const RegisterCode11: Story = {
  beforeEach: withMockBackend('code-11'),
  play: async () => {
    await captchaImage();
    await fill({ phone: REGISTERED_PHONE, captcha: DEMO_CAPTCHA, smsCode: DEMO_SMS_CODE });
    await userEvent.click(button(promo['promo.register']));
    await expect(await landedOn()).toBe(`/downloadTemplate${QUERY}`);
    await expect(toasts()).toEqual([en['api.alreadyRegistered']]);
  },
};

/** Register -1: the server's message, a new captcha; what was typed stays. */
export const RegisterCodeMinus1: Story = {
  beforeEach: withMockBackend('code-minus-1'),
  play: async () => {
    await captchaImage();
    await fill({ phone: '09171234567', captcha: DEMO_CAPTCHA, smsCode: '654321' });
    await userEvent.click(button(promo['promo.register']));
    await waitFor(
      () => expect(toasts()).toEqual(['The SMS code has expired. Please try again.']),
      WAIT,
    );
    await waitFor(() => expect(requestsTo(SID)).toHaveLength(2), WAIT);
    await expect(await input(promo['promo.phone'])).toHaveValue('09171234567');
    await expectNewCodeAskedFor();
  },
};

/**
 * Any other code: its message, and the visitor stays, with the same picture code (only -1 asks
 * for a new one).
 */
export const RegisterOtherCode: Story = {
  beforeEach: withMockBackend('register-refused'),

  play: async () => {
    const picture = (await captchaImage()).getAttribute('src');
    await fill({ phone: '09171234567', captcha: DEMO_CAPTCHA, smsCode: DEMO_SMS_CODE });
    await userEvent.click(button(promo['promo.register']));
    await waitFor(() => expect(toasts()).toEqual(['Registration is paused']), WAIT);
    await expect(sentTo(REGISTER)).toHaveLength(1);
    await painted();
    await expect(screen.queryByLabelText('Current route', { selector: 'output' })).toBeNull();
    await expect(sentTo(SID)).toHaveLength(1);
    await expect((await captchaImage()).getAttribute('src')).toBe(picture);
    await expect(await input(promo['promo.captcha'])).toHaveValue(DEMO_CAPTCHA);
  },
};

/** A hostile landing config: its text shown as text, its logo and store link refused. */
export const Hostile: Story = {
  beforeEach: withHostileBackend,
  play: async () => {
    await expectShownAsText('channelTemplate', ['title']);
    await captchaImage();
    // The only picture left is the captcha: the config's logo did not pass the guard.
    const pictures = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    await expect(pictures).toEqual([
      expect.stringMatching(/\/api\/v2\/promotion\/get-captcha\?.*sid=/),
    ]);
    await expectNothingHostileHappened();
  },
};
