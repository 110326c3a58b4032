import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { layerReady } from '../../../../../../packages/ui/docs/sheetReady.ts';
import { layerScreenParameters } from '../../../dev/storybook/layerScreen.ts';
import { WAIT } from '../../../dev/storybook/loadFailures.ts';
import { STORY_COMPANY } from '../../../documents/legalStories.ts';
import privacy from '../../../documents/text/privacyPolicy/en.ts';
import { fil as filCatalogue } from '../../../i18n/catalogues/fil.ts';
import { en } from '../../../i18n/index.ts';
import { storyLanding } from '../shared/storyLanding.ts';
import promo from '../text/promo/en.ts';
import filipino from '../text/promo/fil.ts';
import indonesian from '../text/promo/id.ts';
import { RegisterView, SMS_COUNTDOWN_KEY } from './RegisterView.tsx';

const meta = {
  title: 'Screens/Promo/Register',
  component: RegisterView,
  args: {
    rule: 'ph',
    landing: storyLanding,
    form: { phone: '', captcha: '', smsCode: '' },
    onChange: fn(),
    errors: {},
    refusals: 0,
    company: STORY_COMPANY,
    privacyHref: '/privacyPolicy',
    privacyOpen: false,
    onOpenPrivacy: fn(),
    onClosePrivacy: fn(),
    captchaSrc: '/h5api/api/v2/promotion/get-captcha?sid=sid-1',
    captchaFailed: false,
    onRefreshCaptcha: fn(),
    onCaptchaFailed: fn(),
    onSendSms: fn(async () => true),
    onSmsBlocked: fn(),
    registering: false,
    onRegister: fn(),
    agreementHref: '#/agreementTemplate?templateId=7',
    onOpenAgreement: fn(),
    onBack: fn(),
  },
  parameters: layerScreenParameters,
  beforeEach: () => {
    sessionStorage.removeItem(SMS_COUNTDOWN_KEY);
    return () => sessionStorage.removeItem(SMS_COUNTDOWN_KEY);
  },
} satisfies Meta<typeof RegisterView>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: { getByLabelText: (label: string) => HTMLElement }, label: string) =>
  canvas.getByLabelText(label) as HTMLInputElement;

/** The landing's title and the three fields, each with the keyboard and autofill it needs. */
export const Philippines: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(en['title.register']);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(storyLanding.title);
    const phone = field(canvas, promo['promo.phone']);
    await expect(phone).toHaveAttribute('inputmode', 'tel');
    await expect(phone).toHaveAttribute('autocomplete', 'tel');
    // The format stays in view, and is read with the field, while the number is typed.
    await expect(phone).toHaveAccessibleDescription(promo['promo.phone.hint.ph']);
    await expect(canvas.getByText(promo['promo.phone.hint.ph'])).toBeVisible();
    const captcha = field(canvas, promo['promo.captcha']);
    // No native limit: it would cut a pasted ' 2468' before the page drops the space.
    await expect(captcha).not.toHaveAttribute('maxlength');
    // A phone keyboard must not capitalise or 'correct' the four characters of the picture.
    await expect(captcha).toHaveAttribute('autocapitalize', 'off');
    await expect(captcha).toHaveAttribute('autocorrect', 'off');
    await expect(captcha).toHaveAttribute('spellcheck', 'false');
    const sms = field(canvas, promo['promo.sms']);
    await expect(sms).toHaveAttribute('inputmode', 'numeric');
    await expect(sms).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(sms).not.toHaveAttribute('maxlength');
    await expect(canvas.getByRole('link', { name: promo['promo.terms.link'] })).toHaveAttribute(
      'href',
      '#/agreementTemplate?templateId=7',
    );
    // The terms and the privacy notice are tapped on a phone: targets taller than their text.
    for (const name of [promo['promo.terms.link'], promo['promo.privacy.link']]) {
      const height = canvas.getByRole('link', { name }).getBoundingClientRect().height;
      await expect(height).toBeGreaterThanOrEqual(32);
    }
    // Where the number is asked for: the privacy notice (Data Privacy Act), and the lender.
    await expect(canvas.getByRole('link', { name: promo['promo.privacy.link'] })).toHaveAttribute(
      'href',
      '/privacyPolicy',
    );
    await expect(
      canvas.getByText(
        /^Hiram Lending Corporation, SEC Registration No\. CS201900001, Certificate of Authority No\. 9001\./,
      ),
    ).toBeVisible();
    await userEvent.type(phone, '0');
    await expect(args.onChange).toHaveBeenCalledWith('phone', '0', 1);
    await userEvent.click(canvas.getByRole('button', { name: promo['promo.register'] }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
    // The terms open through the app's router, as a page Back returns from.
    await userEvent.click(canvas.getByRole('link', { name: promo['promo.terms.link'] }));
    await expect(args.onOpenAgreement).toHaveBeenCalledTimes(1);
    // The privacy notice opens over the form, which stays as typed.
    await userEvent.click(canvas.getByRole('link', { name: promo['promo.privacy.link'] }));
    await expect(args.onOpenPrivacy).toHaveBeenCalledTimes(1);
  },
};

/** The spec's own rule: 11 digits. */
/**
 * A phone keyboard's Go or Next in a field moves on to the next one: it used to send the half
 * filled form, marking the SMS code wrong before any code was asked for. In the last field it
 * registers.
 */
export const EnterMovesToTheNextField: Story = {
  play: async ({ args, canvas }) => {
    const phone = field(canvas, promo['promo.phone']);
    const captcha = field(canvas, promo['promo.captcha']);
    const sms = field(canvas, promo['promo.sms']);
    await expect(phone).toHaveAttribute('enterkeyhint', 'next');
    await expect(captcha).toHaveAttribute('enterkeyhint', 'next');
    await userEvent.click(phone);
    await userEvent.keyboard('{Enter}');
    await expect(captcha).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(sms).toHaveFocus();
    await expect(args.onRegister).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
  },
};

export const ChinaRule: Story = {
  args: { rule: 'cn' },
  play: async ({ canvas }) => {
    await expect(field(canvas, promo['promo.phone'])).toHaveAccessibleDescription(
      promo['promo.phone.hint.cn'],
    );
  },
};

/** The config still on its way: the landing's own title, the form already usable. */
export const ConfigLoading: Story = {
  args: { landing: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(promo['promo.title']);
    await expect(field(canvas, promo['promo.phone'])).toBeEnabled();
  },
};

/**
 * The config arrives with its logo and a two-line title, on a phone's width: the logo takes its
 * placeholder's place, the title the room kept for it, and nothing moves.
 */
export const ConfigArrives: Story = {
  args: { landing: null },
  render: function ConfigArrives(args) {
    const [landing, setLanding] = useState(args.landing);
    return (
      <>
        <div style={{ width: 390 }}>
          <RegisterView {...args} landing={landing} />
        </div>
        <button type="button" onClick={() => setLanding(storyLanding)}>
          {en['app.retry']}
        </button>
      </>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const place = (element: Element) => {
      const { left, top } = element.getBoundingClientRect();
      return { left, top };
    };
    const title = canvas.getByRole('heading', { level: 2 });
    const phone = field(canvas, promo['promo.phone']);
    const before = { title: place(title), phone: place(phone) };
    const logo = () => canvasElement.querySelector(`img[src="${storyLanding.logo}"]`);
    await expect(logo()).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: en['app.retry'] }));
    await expect(title).toHaveTextContent(storyLanding.title);
    const text = document.createRange();
    text.selectNodeContents(title);
    const lines = new Set([...text.getClientRects()].map(({ top }) => Math.round(top)));
    await expect(lines.size).toBe(2);
    const shown = logo();
    await expect(shown).not.toBeNull();
    await expect({ title: place(title), phone: place(phone) }).toEqual(before);
    await expect(place(title).left).toBeGreaterThanOrEqual(
      (shown as Element).getBoundingClientRect().right,
    );
  },
};

/** The picture code is a button: a tap asks for a new one. */
export const CaptchaRefresh: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: promo['promo.captcha.image'] }));
    await expect(args.onRefreshCaptcha).toHaveBeenCalledTimes(1);
  },
};

/** No session id yet: the button says the picture is coming. */
export const CaptchaLoading: Story = {
  args: { captchaSrc: undefined },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: promo['promo.captcha.loading'] }),
    ).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** The session id could not be had: the button says so and a tap asks again. */
export const CaptchaFailed: Story = {
  args: { captchaSrc: undefined, captchaFailed: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: promo['promo.captcha.failed'] }));
    await expect(args.onRefreshCaptcha).toHaveBeenCalledTimes(1);
  },
};

/** 'Get code' sent: 60 s to wait, and a tap meanwhile is refused. */
export const SmsCountdown: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: promo['promo.sms.send'] }));
    await expect(args.onSendSms).toHaveBeenCalledTimes(1);
    const waiting = await canvas.findByRole('button', { name: 'Resend in 60 s' });
    await userEvent.click(waiting);
    await expect(args.onSmsBlocked).toHaveBeenCalledTimes(1);
    await expect(args.onSendSms).toHaveBeenCalledTimes(1);
  },
};

/** A refused SMS starts no countdown. */
export const SmsRefused: Story = {
  args: { onSendSms: fn(async () => false) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: promo['promo.sms.send'] }));
    await waitFor(() => expect(args.onSendSms).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('button', { name: promo['promo.sms.send'] })).toBeEnabled();
  },
};

const top = (element: Element) => Math.round(element.getBoundingClientRect().top);

/**
 * A refused code: its message under the field, the field marked and focused; the send button
 * stays level with the field, where the borrower's finger was.
 */
export const CodeRefused: Story = {
  args: {
    form: { phone: '09171234567', captcha: '2468', smsCode: '12' },
    errors: { smsCode: promo['promo.sms.invalid'] },
    refusals: 1,
  },
  play: async ({ canvas }) => {
    const sms = field(canvas, promo['promo.sms']);
    await expect(sms).toHaveAttribute('aria-invalid', 'true');
    await expect(sms).toHaveAccessibleDescription(promo['promo.sms.invalid']);
    await expect(sms).toHaveFocus();
    await expect(field(canvas, promo['promo.phone'])).not.toHaveAttribute('aria-invalid');
    await expect(top(canvas.getByRole('button', { name: promo['promo.sms.send'] }))).toBe(top(sms));
  },
};

/** An empty picture code: its message under the field, the picture still level with the field. */
export const CaptchaRefused: Story = {
  args: {
    form: { phone: '09171234567', captcha: '', smsCode: '' },
    errors: { captcha: promo['promo.captcha.invalid'] },
    refusals: 1,
  },
  play: async ({ canvas }) => {
    const captcha = field(canvas, promo['promo.captcha']);
    await expect(captcha).toHaveAccessibleDescription(promo['promo.captcha.invalid']);
    await expect(captcha).toHaveFocus();
    const picture = canvas.getByRole('button', { name: promo['promo.captcha.image'] });
    await expect(top(picture)).toBe(top(captcha));
  },
};

/**
 * The privacy policy over the form, whole; its contents move within it, the address (whose hash
 * is the landing's route) untouched; its close button closes it.
 */
export const PrivacyOpen: Story = {
  args: { privacyOpen: true },
  play: async ({ args }) => {
    const dialog = await layerReady(en['title.privacyPolicy']);
    await expect(
      await within(dialog).findByRole('heading', { name: privacy.sections[0]?.heading }, WAIT),
    ).toBeVisible();
    const address = window.location.href;
    const second = privacy.sections[1];
    await userEvent.click(within(dialog).getByRole('link', { name: second?.heading }));
    await expect(document.activeElement).toHaveAttribute('id', second?.id);
    await expect(window.location.href).toBe(address);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClosePrivacy).toHaveBeenCalledTimes(1);
  },
};

/** Registering: the button is busy. */
export const Registering: Story = {
  args: {
    registering: true,
    form: { phone: '09171234567', captcha: '2468', smsCode: '123456' },
  },
  play: async ({ args, canvas }) => {
    const register = canvas.getByRole('button', {
      name: new RegExp(`${promo['promo.register']}$`),
    });
    await expect(register).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(register);
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

/**
 * A 320 px phone, the config's title one long word: the fields give way to their buttons and the
 * title breaks (the preview checks that nothing reaches past the screen's edge).
 */
export const NarrowPhone: Story = {
  args: { landing: { ...storyLanding, title: 'PesoBilisCashInMinutesUpToTwentyThousandPesos' } },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    const title = canvas.getByRole('heading', { level: 2 });
    await expect(title).toHaveTextContent('PesoBilisCashInMinutesUpToTwentyThousandPesos');
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(320);
    const captcha = canvas.getByRole('button', { name: promo['promo.captcha.image'] });
    await expect(captcha.getBoundingClientRect().width).toBe(120);
    await expect(captcha.getBoundingClientRect().right).toBeLessThanOrEqual(320);
    const code = field(canvas, promo['promo.captcha']);
    await expect(code.getBoundingClientRect().right).toBeLessThan(
      captcha.getBoundingClientRect().left,
    );
    const send = canvas.getByRole('button', { name: promo['promo.sms.send'] });
    await expect(send.getBoundingClientRect().right).toBeLessThanOrEqual(320);
    await expect(send.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(field(canvas, promo['promo.sms']).getBoundingClientRect().right).toBeLessThan(
      send.getBoundingClientRect().left,
    );
  },
};

/**
 * A 320 px phone in Indonesian while the SMS countdown runs: its long label goes under the code
 * field rather than squeezing it, and the whole code typed shows.
 */
export const NarrowPhoneIndonesianCountdown: Story = {
  args: { form: { phone: '09171234567', captcha: '2468', smsCode: '482913' } },
  globals: { locale: 'id', viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: indonesian['promo.sms.send'] }));
    await canvas.findByRole('button', {
      name: indonesian['promo.sms.wait'].replace('{seconds}', '60'),
    });
    const code = canvas.getByDisplayValue('482913') as HTMLInputElement;
    await expect(code.scrollWidth).toBeLessThanOrEqual(code.clientWidth);
    await expect(code.getBoundingClientRect().width).toBeGreaterThanOrEqual(120);
  },
};

/**
 * A 320 px phone in Filipino, the market's language: the title, labels, buttons and links from
 * the Filipino catalogues. The picture code stays beside its field, level with its box; "Kunin
 * ang code" is too wide to leave the SMS code field room for its code, so it goes under the
 * field, as its countdown does once tapped. Nothing reaches past the screen's edge (the preview
 * checks that too).
 */
export const FilipinoNarrowPhone: Story = {
  args: { form: { phone: '09171234567', captcha: '2468', smsCode: '482913' } },
  globals: { locale: 'fil', viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      filCatalogue['title.register'],
    );
    await expect(canvas.getByText(filipino['promo.lead'])).toBeVisible();
    const phone = field(canvas, filipino['promo.phone']);
    await expect(phone).toHaveAccessibleDescription(filipino['promo.phone.hint.ph']);
    const captcha = field(canvas, filipino['promo.captcha']);
    const picture = canvas.getByRole('button', { name: filipino['promo.captcha.image'] });
    await expect(top(picture)).toBe(top(captcha));
    await expect(captcha.getBoundingClientRect().right).toBeLessThan(
      picture.getBoundingClientRect().left,
    );
    await expect(picture.getBoundingClientRect().right).toBeLessThanOrEqual(320);
    const sms = field(canvas, filipino['promo.sms']);
    // Under the field, the button is as far from it as it is from its label beside it, no more.
    const under = async (button: Element) => {
      const below = button.getBoundingClientRect().top - sms.getBoundingClientRect().bottom;
      await expect(below).toBeGreaterThan(0);
      await expect(below).toBeLessThanOrEqual(26);
    };
    const send = canvas.getByRole('button', { name: filipino['promo.sms.send'] });
    await under(send);
    await expect(send.getBoundingClientRect().right).toBeLessThanOrEqual(320);
    for (const code of [captcha, sms]) {
      await expect(code.scrollWidth).toBeLessThanOrEqual(code.clientWidth);
      await expect(code.getBoundingClientRect().width).toBeGreaterThanOrEqual(120);
    }
    await expect(canvas.getByRole('button', { name: filipino['promo.register'] })).toBeVisible();
    await expect(canvas.getByRole('link', { name: filipino['promo.terms.link'] })).toBeVisible();
    await expect(canvas.getByRole('link', { name: filipino['promo.privacy.link'] })).toBeVisible();
    await userEvent.click(send);
    const countdown = filipino['promo.sms.wait']
      .replace(/[()]/g, '\\$&')
      .replace('{seconds}', '(60|59)');
    // Named by the words it shows (WCAG 2.5.3), as a voice user would say them.
    const waiting = await canvas.findByRole('button', { name: new RegExp(`^${countdown}$`) });
    await under(waiting);
    await expect(waiting.getBoundingClientRect().right).toBeLessThanOrEqual(320);
  },
};
