import { describe, expect, test } from 'vitest';
import { contractViolations, receivedRequests } from '../mocks/journal.ts';
import { createPromoApi } from './promo.ts';
import {
  expectRequest,
  onlyRequest,
  setupMockBackend,
  TEST_BASE,
  testHttp,
  testSessionQuery,
} from './testing/harness.ts';

setupMockBackend();

function api() {
  return createPromoApi(testHttp().http);
}

const sms = {
  phone: '09175551234',
  capcode: '2468',
  sid: 'sid-1',
  deviceId: 'dev-001',
  appName: 'PesoBilis',
  app_from: 'landing',
  user_from: 'facebook',
  utm_tag: 'summer',
};

describe('promo api', () => {
  test('getLandingConfig is a GET with templateId; unknown fields are kept', async () => {
    const landing = await api().getLandingConfig('77');
    expectRequest(onlyRequest(), {
      method: 'GET',
      path: '/api/v2/service/channel/channel-template',
      client: 'json',
      query: { templateId: '77' },
    });
    expect(landing).toMatchObject({ id: '77', appName: 'PesoBilis' });
  });

  test('trackVisit sends its fields and page_type 1 in the query', async () => {
    await api().trackVisit({
      page_id: 'reg-1',
      user_from: 'facebook',
      client_type: 'android',
      utm_tag: 'summer',
      app_from: 'landing',
    });
    expectRequest(onlyRequest(), {
      method: 'GET',
      path: '/api/v2/promotion/track-visit',
      client: 'json',
      query: {
        page_id: 'reg-1',
        user_from: 'facebook',
        client_type: 'android',
        utm_tag: 'summer',
        app_from: 'landing',
        page_type: '1',
      },
    });
  });

  test('getSid resolves to the sid', async () => {
    await expect(api().getSid()).resolves.toBe('sid-1');
    expectRequest(onlyRequest(), {
      method: 'GET',
      path: '/api/v2/promotion/get-sid',
      client: 'json',
    });
  });

  test('captchaUrl carries the sid and the session; the mock serves an image there', async () => {
    const url = api().captchaUrl('sid-1');
    expect(url.startsWith(`${TEST_BASE}/api/v2/promotion/get-captcha?`)).toBe(true);
    expect(Object.fromEntries(new URL(url).searchParams)).toEqual({
      ...testSessionQuery,
      sid: 'sid-1',
    });
    expect(receivedRequests).toEqual([]);

    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('2468');
    expect(contractViolations).toEqual([]);
  });

  test('captchaUrl with a nonce differs for the same sid', () => {
    const first = new URL(api().captchaUrl('sid-1', 1));
    const second = new URL(api().captchaUrl('sid-1', 2));
    expect(first.searchParams.get('t')).toBe('1');
    expect(second.searchParams.get('t')).toBe('2');
  });

  test('sendSms', async () => {
    const promo = api();
    await promo.getSid();
    await promo.sendSms(sms);
    expect(receivedRequests).toHaveLength(2);
    expectRequest(receivedRequests[1] ?? onlyRequest(), {
      method: 'POST',
      path: '/api/v2/promotion/get-sms',
      client: 'json',
      body: sms,
    });
  });

  test('register', async () => {
    const registration = {
      ...sms,
      merchantNumber: 'M0007',
      userName: '',
      smsCode: '123456',
      invite_code: 'FRIEND7',
      id: '77',
    };
    await expect(api().register(registration)).resolves.toBeUndefined();
    expectRequest(onlyRequest(), {
      method: 'POST',
      path: '/api/v2/promotion/register',
      client: 'json',
      body: registration,
    });
  });

  test('trackClick sends the phone in the query', async () => {
    await api().trackClick('09175551234');
    expectRequest(onlyRequest(), {
      method: 'GET',
      path: '/api/v2/promotion/track-click',
      client: 'json',
      query: { phone: '09175551234' },
    });
  });
});
