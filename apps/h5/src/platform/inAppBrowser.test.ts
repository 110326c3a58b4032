import { describe, expect, test } from 'vitest';
import { currentInAppBrowser, detectInAppBrowser, type InAppBrowser } from './inAppBrowser.ts';

const corpus: Array<[string, InAppBrowser | null, string]> = [
  [
    'Facebook on iOS',
    'facebook',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.1.2;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5;FBRV/0]',
  ],
  [
    'Facebook on Android',
    'facebook',
    'Mozilla/5.0 (Linux; Android 13; SM-A145F Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/442.0.0.36.111;]',
  ],
  [
    'Facebook Lite',
    'facebook',
    'Mozilla/5.0 (Linux; Android 8.1.0; CPH1803 Build/OPM1.171019.026; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0.5414.117 Mobile Safari/537.36 [FBAN/EMA;FBLC/en_US;FBAV/380.0.0.9.115;]',
  ],
  [
    'Messenger on iOS',
    'messenger',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/MessengerForiOS;FBAV/431.0.0.41.111;FBBV/512040823;FBDV/iPhone12,1;FBMD/iPhone;FBSN/iOS;FBSV/16.6;FBSS/2;FBID/phone;FBLC/en_US;FBOP/5]',
  ],
  [
    'Messenger on Android',
    'messenger',
    'Mozilla/5.0 (Linux; Android 12; Redmi Note 11 Build/SKQ1.211103.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/118.0.5993.111 Mobile Safari/537.36 [FB_IAB/Orca-Android;FBAV/430.0.0.23.113;]',
  ],
  [
    'Instagram on iOS',
    'instagram',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 307.0.0.34.111 (iPhone13,2; iOS 17_0; en_US; en; scale=3.00; 1170x2532; 531960427)',
  ],
  [
    'Instagram on Android',
    'instagram',
    'Mozilla/5.0 (Linux; Android 11; vivo 1906 Build/RP1A.200720.012; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.5845.163 Mobile Safari/537.36 Instagram 301.0.0.33.110 Android (30/11; 320dpi; 720x1465; vivo; vivo 1906; 1906; qcom; en_PH; 517986679)',
  ],
  [
    'LINE on iOS',
    'line',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.10.0',
  ],
  [
    'LINE on Android',
    'line',
    'Mozilla/5.0 (Linux; Android 10; SM-A205F Build/QP1A.190711.020; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/114.0.5735.196 Mobile Safari/537.36 Line/13.9.1/IAB',
  ],
  [
    'WeChat on iOS',
    'wechat',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.37(0x1800252c) NetType/WIFI Language/zh_CN',
  ],
  [
    'WeChat on Android',
    'wechat',
    'Mozilla/5.0 (Linux; Android 12; M2102J20SG Build/SKQ1.211006.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230405 MMWEBID/2585 MicroMessenger/8.0.35.2360(0x2800235B) WeChat/arm64 Weixin NetType/4G Language/en ABI/arm64',
  ],
  [
    'Chrome on Android',
    null,
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  ],
  [
    'Safari on iOS',
    null,
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  ],
  [
    'Samsung Internet',
    null,
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  ],
  [
    'the lender app’s own Android web view',
    null,
    'Mozilla/5.0 (Linux; Android 11; TECNO KF6i Build/RP1A.200720.011; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.43 Mobile Safari/537.36',
  ],
  [
    'desktop Chrome',
    null,
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  ],
  ['a word ending in "line"', null, 'Mozilla/5.0 (X11; Linux x86_64) Pipeline/2.1 Offline/1.0'],
  ['an empty user agent', null, ''],
];

describe('detectInAppBrowser', () => {
  test.each(corpus)('%s -> %s', (_, expected, userAgent) => {
    expect(detectInAppBrowser(userAgent)).toBe(expected);
  });

  test('reads the given navigator', () => {
    expect(currentInAppBrowser({ userAgent: 'Mozilla/5.0 Safari Line/13.10.0' })).toBe('line');
  });
});
