import { describe, expect, test } from 'vitest';
import { hostileUrls } from './hostileCorpus.ts';
import { createLinkGuard, type LinkGuardHooks } from './linkGuard.ts';

function fakeWindow() {
  const visits: string[] = [];
  return {
    visits,
    location: {
      origin: 'https://app.example',
      assign: (url: string | URL) => void visits.push(`assign ${url}`),
      replace: (url: string | URL) => void visits.push(`replace ${url}`),
    },
  };
}

function setup(hooks: Partial<LinkGuardHooks> = {}) {
  const win = fakeWindow();
  const blocked: string[] = [];
  const guard = createLinkGuard({
    window: () => win,
    allowedHosts: ['allowed.example'],
    onBlocked: () => void blocked.push('blocked'),
    ...hooks,
  });
  return { guard, win, blocked };
}

describe('navigate', () => {
  test('goes to an allowed host with assign, or replace when asked', () => {
    const { guard, win, blocked } = setup();
    expect(guard.navigate('https://allowed.example/pay')).toBe(true);
    expect(guard.navigate('https://allowed.example/done', { replace: true })).toBe(true);
    expect(win.visits).toEqual([
      'assign https://allowed.example/pay',
      'replace https://allowed.example/done',
    ]);
    expect(blocked).toEqual([]);
  });

  test('refuses a javascript: link: no navigation, onBlocked once, false', () => {
    const { guard, win, blocked } = setup();
    expect(guard.navigate('javascript:alert(document.cookie)')).toBe(false);
    expect(guard.navigate('https://evil.example/', { replace: true })).toBe(false);
    expect(win.visits).toEqual([]);
    expect(blocked).toEqual(['blocked', 'blocked']);
  });

  test('in-app paths load the page when no router is set', () => {
    const { guard, win } = setup();
    guard.navigate('https://app.example/loanDetail?orderId=9', { replace: true });
    expect(win.visits).toEqual(['replace /loanDetail?orderId=9']);
  });

  test('in-app paths go through the router hook; external links still load the page', () => {
    const routed: string[] = [];
    const { guard, win } = setup({
      navigateInApp: (path, { replace }) =>
        void routed.push(`${replace ? 'replace' : 'push'} ${path}`),
    });
    guard.navigate('loanDetail?orderId=9');
    guard.navigate('/bindBank?source=loanDetail', { replace: true });
    guard.navigate('https://allowed.example/x');
    expect(routed).toEqual(['push /loanDetail?orderId=9', 'replace /bindBank?source=loanDetail']);
    expect(win.visits).toEqual(['assign https://allowed.example/x']);
  });

  test('configure sets the router hook and the blocked handler after creation, and unsets the hook', () => {
    const { guard, win, blocked } = setup();
    const routed: string[] = [];
    const laterBlocked: string[] = [];
    guard.configure({
      navigateInApp: (path) => void routed.push(path),
      onBlocked: () => void laterBlocked.push('toast'),
    });
    guard.navigate('/aboutUs');
    guard.navigate('data:text/html,x');
    guard.configure({ navigateInApp: undefined });
    guard.navigate('/aboutUs');
    expect(routed).toEqual(['/aboutUs']);
    expect(win.visits).toEqual(['assign /aboutUs']);
    expect(laterBlocked).toEqual(['toast']);
    expect(blocked).toEqual([]);
  });

  test('a leaveApp hook takes external links instead of the window; refused links reach neither', () => {
    const left: string[] = [];
    const { guard, win } = setup({
      leaveApp: (url, { replace }) => void left.push(`${replace ? 'replace' : 'push'} ${url}`),
    });
    guard.navigate('https://allowed.example/pay', { replace: true });
    guard.navigate('javascript:alert(1)');
    expect(left).toEqual(['replace https://allowed.example/pay']);
    expect(win.visits).toEqual([]);
  });

  test('reads the origin at call time', () => {
    const { guard, win } = setup();
    win.location.origin = 'https://other.example';
    expect(guard.check('https://app.example/x')).toEqual({ ok: false, reason: 'host' });
    expect(guard.check('https://other.example/x')).toEqual({
      ok: true,
      url: '/x',
      external: false,
    });
  });
});

describe('frame and nativeTarget', () => {
  test('frame returns the checked address, or undefined, quietly', () => {
    const { guard, blocked } = setup();
    expect(guard.frame('https://allowed.example/privacy')).toBe('https://allowed.example/privacy');
    expect(guard.frame('/privacyPolicy')).toBe('/privacyPolicy');
    expect(guard.frame('https://allowed.example.evil.example/')).toBeUndefined();
    expect(guard.frame('javascript:alert(1)')).toBeUndefined();
    expect(blocked).toEqual([]);
  });

  test('nativeTarget returns the checked target, or null after onBlocked', () => {
    const { guard, blocked } = setup();
    expect(guard.nativeTarget('productDetail?id=5')).toBe('productDetail?id=5');
    expect(blocked).toEqual([]);
    expect(guard.nativeTarget('javascript:alert(1)')).toBeNull();
    expect(blocked).toEqual(['blocked']);
  });

  test('check never calls onBlocked', () => {
    const { guard, blocked } = setup();
    expect(guard.check('javascript:alert(1)')).toEqual({ ok: false, reason: 'scheme' });
    expect(blocked).toEqual([]);
  });
});

describe('image', () => {
  test('returns an allowed or inline raster src, and refuses quietly', () => {
    const { guard, win, blocked } = setup();
    expect(guard.image('https://allowed.example/logo.png')).toBe(
      'https://allowed.example/logo.png',
    );
    expect(guard.image('/logo.png')).toBe('/logo.png');
    expect(guard.image('data:image/webp;base64,UklGRg==')).toBe('data:image/webp;base64,UklGRg==');
    expect(guard.image('data:image/svg+xml;base64,PHN2Zz4=')).toBeUndefined();
    expect(guard.image('https://evil.example/logo.png')).toBeUndefined();
    expect(guard.image(null)).toBeUndefined();
    expect(blocked).toEqual([]);
    expect(win.visits).toEqual([]);
  });

  test('reads the origin at call time', () => {
    const { guard, win } = setup();
    win.location.origin = 'https://other.example';
    expect(guard.image('https://app.example/logo.png')).toBeUndefined();
    expect(guard.image('https://other.example/logo.png')).toBe('/logo.png');
  });
});

describe('urlImage', () => {
  test('allows an http(s) picture the guard allows, never an inline one: any link can carry it', () => {
    const { guard, blocked } = setup();
    expect(guard.urlImage('https://allowed.example/qr.png')).toBe('https://allowed.example/qr.png');
    expect(guard.urlImage('/h5api/qr.png')).toBe('/h5api/qr.png');
    expect(guard.urlImage('data:image/png;base64,iVBORw0KGgo=')).toBeUndefined();
    expect(guard.urlImage('data:image/webp;base64,UklGRg==')).toBeUndefined();
    expect(guard.urlImage('https://evil.example/qr.png')).toBeUndefined();
    expect(guard.urlImage(undefined)).toBeUndefined();
    expect(blocked).toEqual([]);
  });
});

describe('the hostile corpus', () => {
  test.each(hostileUrls)('%j is never followed, embedded, handed to native or shown', (raw) => {
    const inApp: string[] = [];
    const left: string[] = [];
    const { guard, win, blocked } = setup();
    expect(guard.navigate(raw)).toBe(false);
    expect(guard.navigate(raw, { replace: true })).toBe(false);
    expect(guard.frame(raw)).toBeUndefined();
    expect(guard.nativeTarget(raw)).toBeNull();
    expect(guard.image(raw)).toBeUndefined();
    guard.configure({
      navigateInApp: (path) => void inApp.push(path),
      leaveApp: (url) => void left.push(url),
    });
    expect(guard.navigate(raw)).toBe(false);
    expect(win.visits).toEqual([]);
    expect(inApp).toEqual([]);
    expect(left).toEqual([]);
    // navigate twice, nativeTarget and navigate again toast; frame and image stay quiet.
    expect(blocked).toHaveLength(4);
  });
});
