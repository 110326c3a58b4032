import { describe, expect, test } from 'vitest';
import { createLinkGuard } from '../link/linkGuard.ts';
import { type Bridge, createBridge } from './createBridge.ts';
import type { BridgeAction, BridgePayload, BridgeWindow } from './nativeWindow.ts';

type Case = [BridgeAction, (bridge: Bridge) => void, BridgePayload | undefined, string];

const cases: Case[] = [
  [
    'openPage',
    (b) => b.openPage('https://allowed.example/product?id=5'),
    { url: 'https://allowed.example/product?id=5' },
    '{"url":"https://allowed.example/product?id=5"}',
  ],
  ['closeWebView', (b) => b.closeWebView(), undefined, '{}'],
  ['goHome', (b) => b.goHome(), undefined, '{}'],
  ['goMine', (b) => b.goMine(), undefined, '{}'],
  ['goLogin', (b) => b.goLogin(), undefined, '{}'],
  [
    'callPhone',
    (b) => b.callPhone('+63 917 123 4567'),
    { number: '+63 917 123 4567' },
    '{"number":"+63 917 123 4567"}',
  ],
  ['goRating', (b) => b.goRating(), undefined, '{}'],
  ['confirmPoint', (b) => b.confirmPoint('loan_now'), { name: 'loan_now' }, '{"name":"loan_now"}'],
  ['startBankBind', (b) => b.startBankBind(), undefined, '{}'],
  ['endBankBind', (b) => b.endBankBind(), undefined, '{}'],
];

const actions = cases.map(([action]) => action);

type Calls = unknown[][];

function iosWindow(calls: Calls, only: readonly BridgeAction[] = actions): BridgeWindow {
  const handlers = Object.fromEntries(
    only.map((action) => {
      const handler = {
        postMessage(this: unknown, payload: object) {
          calls.push(['ios', action, payload, this === handler]);
        },
      };
      return [action, handler];
    }),
  );
  return { webkit: { messageHandlers: handlers }, history: historyOf(calls) };
}

function androidWindow(calls: Calls, only: readonly BridgeAction[] = actions): BridgeWindow {
  const injected: Partial<Record<BridgeAction, (json: string) => void>> = {};
  for (const action of only) {
    injected[action] = function (this: unknown, json: string) {
      calls.push(['android', action, json, this === injected]);
    };
  }
  return { HiramBridge: injected, history: historyOf(calls) };
}

function browserWindow(calls: Calls): BridgeWindow {
  return { history: historyOf(calls) };
}

function historyOf(calls: Calls, length = 1, state: unknown = null) {
  return { back: () => void calls.push(['history.back']), length, state };
}

/** A real link guard on a fake window; every effect lands in one ordered list. */
function setup(makeWindow: (calls: Calls) => BridgeWindow) {
  const calls: Calls = [];
  const win = makeWindow(calls);
  const guard = createLinkGuard({
    window: () => ({
      location: {
        origin: 'https://app.example',
        assign: (url: string | URL) => void calls.push(['assign', String(url)]),
        replace: (url: string | URL) => void calls.push(['replace', String(url)]),
      },
    }),
    allowedHosts: ['allowed.example'],
    onBlocked: () => void calls.push(['blocked']),
  });
  const seen: Calls = [];
  const bridge = createBridge(win, {
    links: guard,
    log: (action, payload) => void calls.push(['log', action, payload]),
    onCall: (action, payload) => void seen.push([action, payload]),
  });
  return { bridge, calls, seen, win };
}

describe('iOS', () => {
  test.each(cases)('%s posts its payload to its own handler', (action, run, payload) => {
    const { bridge, calls, seen } = setup(iosWindow);
    run(bridge);
    expect(calls).toStrictEqual([['ios', action, payload ?? {}, true]]);
    expect(seen).toStrictEqual([[action, payload]]);
  });

  test('openPage sends native routes as they are and refuses script links', () => {
    const { bridge, calls } = setup(iosWindow);
    bridge.openPage('productDetail?id=5');
    bridge.openPage('javascript:alert(document.cookie)');
    expect(calls).toStrictEqual([
      ['ios', 'openPage', { url: 'productDetail?id=5' }, true],
      ['blocked'],
    ]);
  });

  test('a missing handler falls back to the browser behaviour without throwing', () => {
    const { bridge, calls } = setup((calls) => iosWindow(calls, ['goHome']));
    bridge.goRating();
    bridge.closeWebView();
    bridge.goHome();
    expect(calls).toStrictEqual([
      ['log', 'goRating', undefined],
      ['history.back'],
      ['ios', 'goHome', {}, true],
    ]);
  });
});

describe('Android', () => {
  test.each(cases)(
    '%s calls its method on the bridge object with JSON',
    (action, run, payload, json) => {
      const { bridge, calls, seen } = setup(androidWindow);
      run(bridge);
      expect(calls).toStrictEqual([['android', action, json, true]]);
      expect(seen).toStrictEqual([[action, payload]]);
    },
  );

  test('a missing method falls back to the log without throwing', () => {
    const { bridge, calls } = setup((calls) => androidWindow(calls, ['goHome']));
    bridge.confirmPoint('loan_now');
    bridge.goHome();
    expect(calls).toStrictEqual([
      ['log', 'confirmPoint', { name: 'loan_now' }],
      ['android', 'goHome', '{}', true],
    ]);
  });
});

describe('a native method that throws', () => {
  /**
   * Android throws into the page when the Java method fails, or was declared with another
   * number of parameters than the call passes.
   */
  const throwing = (calls: Calls): BridgeWindow => {
    const fail = () => {
      throw new Error('Java exception was raised during method invocation');
    };
    return {
      HiramBridge: { closeWebView: fail, goHome: fail, endBankBind: fail, openPage: fail },
      history: historyOf(calls),
    };
  };

  test('takes nothing down: the action falls back to the browser behaviour', () => {
    const { bridge, calls } = setup(throwing);
    expect(bridge.goHome()).toBe(false);
    bridge.endBankBind();
    bridge.closeWebView();
    bridge.openPage('https://allowed.example/product?id=5');
    expect(calls).toStrictEqual([
      ['log', 'goHome', undefined],
      ['log', 'endBankBind', undefined],
      ['history.back'],
      ['assign', 'https://allowed.example/product?id=5'],
    ]);
  });
});

describe('in a sandboxed frame', () => {
  const framed =
    (makeWindow: (calls: Calls) => BridgeWindow) =>
    (calls: Calls): BridgeWindow => ({
      ...makeWindow(calls),
      frameElement: { hasAttribute: (name: string) => name === 'sandbox' },
    });

  test.each([
    ['iOS', iosWindow],
    ['Android', androidWindow],
  ])('%s: nothing reaches native; actions fall back to the browser', (_, makeWindow) => {
    const { bridge, calls } = setup(framed(makeWindow));
    bridge.closeWebView();
    bridge.goHome();
    expect(calls).toStrictEqual([['history.back'], ['log', 'goHome', undefined]]);
  });

  test('a frame without a sandbox (a test runner, a preview) still reaches native', () => {
    const { bridge, calls } = setup((calls) => ({
      ...iosWindow(calls),
      frameElement: { hasAttribute: () => false },
    }));
    bridge.goHome();
    expect(calls).toStrictEqual([['ios', 'goHome', {}, true]]);
  });
});

describe('closes', () => {
  test('native takes it: true, whatever the history', () => {
    expect(setup(iosWindow).bridge.closes()).toBe(true);
    expect(setup(androidWindow).bridge.closes()).toBe(true);
  });

  test('a plain browser closes only by going back to a page it has', () => {
    expect(setup(browserWindow).bridge.closes()).toBe(false);
    const withHistory = (calls: Calls): BridgeWindow => ({ history: historyOf(calls, 2) });
    expect(setup(withHistory).bridge.closes()).toBe(true);
  });

  test('where the Navigation API says, a page ahead (back, then reloaded) is no page behind', () => {
    const firstOfTwo = (calls: Calls): BridgeWindow => ({
      history: historyOf(calls, 2),
      navigation: { canGoBack: false },
    });
    expect(setup(firstOfTwo).bridge.closes()).toBe(false);
    const secondOfTwo = (calls: Calls): BridgeWindow => ({
      history: historyOf(calls, 2),
      navigation: { canGoBack: true },
    });
    expect(setup(secondOfTwo).bridge.closes()).toBe(true);
  });

  test('without the Navigation API, the entry says whether a page lies behind it', () => {
    const firstOfTwo = (calls: Calls): BridgeWindow => ({
      history: historyOf(calls, 2, { idx: 0, hiramBehind: false }),
    });
    expect(setup(firstOfTwo).bridge.closes()).toBe(false);
    const secondOfTwo = (calls: Calls): BridgeWindow => ({
      history: historyOf(calls, 2, { idx: 1, hiramBehind: true }),
    });
    expect(setup(secondOfTwo).bridge.closes()).toBe(true);
  });

  test("never in a sandboxed frame, whose history is its host page's", () => {
    const framed = (calls: Calls): BridgeWindow => ({
      ...iosWindow(calls),
      history: historyOf(calls, 3),
      frameElement: { hasAttribute: (name: string) => name === 'sandbox' },
    });
    expect(setup(framed).bridge.closes()).toBe(false);
  });
});

describe('plain browser', () => {
  test('closeWebView goes back', () => {
    const { bridge, calls, seen } = setup(browserWindow);
    bridge.closeWebView();
    expect(calls).toStrictEqual([['history.back']]);
    expect(seen).toStrictEqual([['closeWebView', undefined]]);
  });

  test('openPage navigates through the link guard, which refuses a javascript: URL', () => {
    const { bridge, calls, seen } = setup(browserWindow);
    bridge.openPage('https://allowed.example/product?id=5');
    bridge.openPage('/loanDetail?orderId=9');
    bridge.openPage('javascript:alert(1)');
    bridge.openPage('https://evil.example/');
    expect(calls).toStrictEqual([
      ['assign', 'https://allowed.example/product?id=5'],
      ['assign', '/loanDetail?orderId=9'],
      ['blocked'],
      ['blocked'],
    ]);
    expect(seen.map(([action]) => action)).toEqual([
      'openPage',
      'openPage',
      'openPage',
      'openPage',
    ]);
  });

  test.each(cases.filter(([action]) => action !== 'openPage' && action !== 'closeWebView'))(
    '%s is only logged',
    (action, run, payload) => {
      const { bridge, calls, seen } = setup(browserWindow);
      run(bridge);
      expect(calls).toStrictEqual([['log', action, payload]]);
      expect(seen).toStrictEqual([[action, payload]]);
    },
  );
});

test('the transport is chosen at call time', () => {
  const { bridge, calls, win } = setup(browserWindow);
  bridge.goHome();
  win.webkit = iosWindow(calls).webkit;
  bridge.goHome();
  expect(calls).toStrictEqual([
    ['log', 'goHome', undefined],
    ['ios', 'goHome', {}, true],
  ]);
});

describe('callPhone, goHome and goRating say whether the native app took them', () => {
  test.each([
    ['iOS', iosWindow],
    ['Android', androidWindow],
  ])('%s: it did', (_, makeWindow) => {
    const { bridge } = setup(makeWindow);
    expect(bridge.callPhone('+63 2 8888 0000')).toBe(true);
    expect(bridge.goHome()).toBe(true);
    expect(bridge.goRating()).toBe(true);
  });

  test('a plain browser has nothing to call with, no native home and no store to rate in', () => {
    const { bridge } = setup(browserWindow);
    expect(bridge.callPhone('+63 2 8888 0000')).toBe(false);
    expect(bridge.goHome()).toBe(false);
    expect(bridge.goRating()).toBe(false);
  });
});
