import type { MockStore } from '../domains.ts';
import { type Backend, fail, field, ok } from '../shared/answers.ts';
import { captchaSvg, DEMO_CAPTCHA, DEMO_SMS_CODE, landingConfig } from './fixtures.ts';

export function promoBackend(store: MockStore) {
  return {
    channelTemplate: (input) => ok(landingConfig(field(input, 'templateId'))),
    trackVisit: () => ok(null),
    getSid: () => {
      const sid = store.nextId('sid-');
      store.sids.add(sid);
      return ok({ sid });
    },
    getCaptcha: () => ({ body: captchaSvg(DEMO_CAPTCHA), contentType: 'image/svg+xml' }),
    getSms: (input) => {
      if (!store.sids.has(field(input, 'sid')) || field(input, 'capcode') !== DEMO_CAPTCHA) {
        return fail(101, 'The image code is wrong. Please enter the new one.');
      }
      if (store.registeredPhones.has(field(input, 'phone'))) {
        return fail(11, 'This phone number is already registered');
      }
      return ok(null);
    },
    register: (input) => {
      const phone = field(input, 'phone');
      if (store.registeredPhones.has(phone)) {
        return fail(11, 'This phone number is already registered');
      }
      if (field(input, 'smsCode') !== DEMO_SMS_CODE) {
        return fail(-1, 'The SMS code is wrong or has expired. Please try again.');
      }
      store.registeredPhones.add(phone);
      return ok(null);
    },
    trackClick: () => ok(null),
  } satisfies Partial<Backend>;
}
