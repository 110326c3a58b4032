import { describe, expect, test } from 'vitest';
import type { RefusalReason } from './checkUrl.ts';
import { hostileUrls } from './hostileCorpus.ts';
import { appSchemeOf, checkNativeTarget } from './nativeTarget.ts';

const policy = { origin: 'https://app.example', allowedHosts: ['allowed.example'] };

describe('checkNativeTarget', () => {
  test.each([
    ['productDetail?id=5', 'productDetail?id=5'],
    [' hiram://loan/5 ', 'hiram://loan/5'],
    ['tel:+63281234567', 'tel:+63281234567'],
    ['https://allowed.example/x', 'https://allowed.example/x'],
    ['HTTPS://ALLOWED.EXAMPLE:443', 'https://allowed.example/'],
    ['https://app.example/loanDetail?orderId=9', 'https://app.example/loanDetail?orderId=9'],
    ['mailto:help@hiram.example', 'mailto:help@hiram.example'],
  ])('sends %j to native as %j', (raw, target) => {
    expect(checkNativeTarget(raw, policy, 'hiram:')).toEqual({ ok: true, target });
  });

  test.each([
    'intent:#Intent;S.browser_fallback_url=javascript:alert(1);end',
    'intent://x#Intent;package=com.evil;end',
    'market://details?id=com.evil',
    'content://com.android.contacts/contacts',
    'android-app://com.evil/https/evil.example',
    'view-source:https://app.example/',
    'about:blank',
    'otherlender://loan/5',
  ])("refuses %j: only the brand's own app link, the dialler and mail leave the web", (raw) => {
    expect(checkNativeTarget(raw, policy, 'hiram:')).toEqual({ ok: false, reason: 'scheme' });
  });

  test("without the brand's scheme its app links are refused too", () => {
    expect(checkNativeTarget('hiram://loan/5', policy).ok).toBe(false);
  });

  test("appSchemeOf reads the scheme of the brand's app link, never a web one", () => {
    expect(appSchemeOf('hiram://app')).toBe('hiram:');
    expect(appSchemeOf(' Bayani://open ')).toBe('bayani:');
    expect(appSchemeOf('https://app.example')).toBeNull();
    expect(appSchemeOf('')).toBeNull();
  });

  test.each<[unknown, RefusalReason]>([
    ['javascript:alert(1)', 'scheme'],
    [' JavaScript:alert(1)', 'scheme'],
    ['java%0ascript:alert(1)', 'scheme'],
    ['java\nscript:alert(1)', 'ambiguous-character'],
    ['vbscript:msgbox(1)', 'scheme'],
    ['data:text/html,<script>alert(1)</script>', 'scheme'],
    ['blob:https://app.example/0b6c1f2e', 'scheme'],
    ['file:///data/data/app/shared_prefs/session.xml', 'scheme'],
    ['filesystem:https://app.example/temporary/x', 'scheme'],
    ['https://evil.example/', 'host'],
    ['https://allowed.example@evil.example/', 'credentials'],
    ['//evil.example', 'host'],
    ['\\\\evil.example', 'ambiguous-character'],
    ['', 'empty'],
    [undefined, 'not-a-string'],
  ])('refuses %j (%s)', (raw, reason) => {
    expect(checkNativeTarget(raw, policy, 'hiram:')).toEqual({ ok: false, reason });
  });

  test.each(hostileUrls)('refuses every corpus URL: %j', (raw) => {
    expect(checkNativeTarget(raw, policy, 'hiram:').ok).toBe(false);
  });
});
