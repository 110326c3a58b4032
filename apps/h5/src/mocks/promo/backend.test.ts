import { describe, expect, test } from 'vitest';
import { setupMockBackend } from '../../api/testing/harness.ts';
import { rejection, testApis } from '../shared/testApis.ts';

setupMockBackend();

describe('registration flow', () => {
  const request = (sid: string, phone: string, capcode = '2468') => ({
    phone,
    capcode,
    sid,
    deviceId: 'dev-001',
    appName: 'PesoBilis',
    app_from: '',
    user_from: '',
    utm_tag: '',
  });

  test('captcha, already registered, wrong SMS code, success, then already registered', async () => {
    const { promo, toast } = testApis();
    const sid = await promo.getSid();
    expect(await rejection(promo.sendSms(request(sid, '09171110000', '0000')))).toMatchObject({
      code: 101,
      action: 'refreshCaptcha',
      message: 'The image code is wrong. Please enter the new one.',
    });
    expect(await rejection(promo.sendSms(request(sid, '09170000000')))).toMatchObject({
      code: 11,
      action: 'goDownload',
    });
    await promo.sendSms(request(sid, '09171110000'));

    const registration = {
      ...request(sid, '09171110000'),
      merchantNumber: 'M0007',
      userName: '',
      smsCode: '654321',
      invite_code: '',
      id: '77',
    };
    expect(await rejection(promo.register(registration))).toMatchObject({
      code: -1,
      action: 'refreshCaptcha',
    });
    await promo.register({ ...registration, smsCode: '123456' });
    expect(await rejection(promo.register({ ...registration, smsCode: '123456' }))).toMatchObject({
      code: 11,
      message: 'already registered, please download the app to log in',
    });
    expect(toast.events.filter((event) => event.type === 'show')).toHaveLength(4);
  });
});
