import { describe, expect, test } from 'vitest';
import type { EarlyCall } from '../api/index.ts';
import type { ScreenRoute } from '../routes/routeTypes.ts';
import { emptySession, type Session } from '../session/index.ts';
import { type BootSteps, bootApp } from './bootApp.ts';
import type { StartOptions, startApp } from './startApp.tsx';

const session: Session = { ...emptySession(), productId: '11', orderId: '5001' };

/** A screen whose chunk never arrives, so the test sees what happened before it. */
const neverLoads = () => new Promise<never>(() => {});

const orderRoute: ScreenRoute = {
  id: 'loanDetail',
  path: '/loanDetail',
  titleKey: 'title.loanDetail',
  load: neverLoads,
  data: ({ search, session: { productId } }) => [
    {
      key: 'loanDetails',
      payload: { orderId: new URLSearchParams(search).get('orderId') ?? '', productId },
    },
  ],
};
const promoRoute: ScreenRoute = {
  id: 'register',
  path: '/',
  titleKey: 'title.register',
  load: neverLoads,
  data: ({ search }) => [
    {
      key: 'channelTemplate',
      payload: { templateId: new URLSearchParams(search).get('templateId') ?? '' },
    },
  ],
};

const aboutRoute: ScreenRoute = {
  id: 'about',
  path: '/About',
  titleKey: 'title.about',
  load: neverLoads,
};

const payCodeRoute: ScreenRoute = {
  id: 'repaymentOfCode',
  path: '/repaymentOfCode',
  titleKey: 'title.repaymentOfCode',
  load: neverLoads,
  fromVisit: true,
};

function recordingSteps(href: string, nextTask: () => Promise<void> = async () => undefined) {
  const events: string[] = [];
  const prefetched: EarlyCall[] = [];
  const started: StartOptions[] = [];
  const restoreListeners: (() => void)[] = [];
  let url = new URL(href);
  const steps: BootSteps = {
    whenRestored: (listener) => {
      restoreListeners.push(listener);
    },
    reload: () => {
      events.push('reload');
    },
    showBootFailure: () => {
      events.push('boot failure shown');
    },
    startSession: () => {
      events.push('session');
      return session;
    },
    startMock: async () => {
      events.push('mock');
    },
    prefetch: (call) => {
      events.push(`prefetch ${call.key}`);
      prefetched.push(call);
    },
    location: () => url,
    nextTask: () => {
      events.push('task');
      return nextTask();
    },
    firstPaint: async () => {
      events.push('paint');
    },
    loadApp: async () => {
      events.push('load app');
      const start: typeof startApp = async (options) => {
        events.push('app');
        started.push(options);
      };
      return start;
    },
  };
  /** Back or Forward brings the page, now at `shownHref`, out of the browser's cache. */
  const restore = (shownHref = url.href) => {
    url = new URL(shownHref);
    for (const listener of restoreListeners) listener();
  };
  return { steps, events, prefetched, started, restore };
}

describe('bootApp', () => {
  test("sends the matched route's calls before the app and the screen load", async () => {
    const { steps, events, prefetched, started } = recordingSteps(
      'https://app.test/loanDetail?orderId=77',
    );
    await bootApp({ routes: [orderRoute], history: 'browser' }, steps);
    expect(events).toEqual([
      'task',
      'session',
      'mock',
      'prefetch loanDetails',
      'load app',
      'task',
      'app',
    ]);
    expect(prefetched).toEqual([
      { key: 'loanDetails', payload: { orderId: '77', productId: '11' } },
    ]);
    expect(started).toEqual([
      { routes: [orderRoute], history: 'browser', session, route: orderRoute },
    ]);
  });

  test('hash routes read the path and the query from the hash', async () => {
    const { steps, prefetched, started } = recordingSteps(
      'https://app.test/promo.html#/?templateId=9',
    );
    await bootApp({ routes: [promoRoute], history: 'hash' }, steps);
    expect(prefetched).toEqual([{ key: 'channelTemplate', payload: { templateId: '9' } }]);
    expect(started[0]?.route).toBe(promoRoute);
  });

  test('a page without data calls loads its code once its HTML has painted', async () => {
    const { steps, events, started } = recordingSteps('https://app.test/About');
    await bootApp({ routes: [orderRoute, aboutRoute], history: 'browser' }, steps);
    expect(events).toEqual(['task', 'session', 'mock', 'paint', 'load app', 'task', 'app']);
    expect(started[0]?.route).toBe(aboutRoute);
  });

  test('a screen of the visit sends nothing and loads its code at once, without waiting for a paint', async () => {
    const { steps, events, started } = recordingSteps(
      'https://app.test/repaymentOfCode?payCode=778812345566',
    );
    await bootApp({ routes: [aboutRoute, payCodeRoute], history: 'browser' }, steps);
    expect(events).toEqual(['task', 'session', 'mock', 'load app', 'task', 'app']);
    expect(started[0]?.route).toBe(payCodeRoute);
  });

  test('an unknown path sends nothing and starts the app with no route', async () => {
    const { steps, events, started } = recordingSteps('https://app.test/nowhere');
    await bootApp({ routes: [orderRoute], history: 'browser' }, steps);
    expect(events).toEqual(['task', 'session', 'mock', 'paint', 'load app', 'task', 'app']);
    expect(started[0]?.route).toBeUndefined();
  });

  test("the app's code that cannot be fetched shows the failure in place of the loading state", async () => {
    const { steps, events } = recordingSteps('https://app.test/loanDetail?orderId=77');
    const failure = new TypeError('Failed to fetch dynamically imported module');
    steps.loadApp = () => Promise.reject(failure);
    await expect(bootApp({ routes: [orderRoute], history: 'browser' }, steps)).rejects.toBe(
      failure,
    );
    expect(events.slice(-1)).toEqual(['boot failure shown']);
    expect(events).not.toContain('app');
  });

  test("the app's own first imports cut off (another language's words) show the failure too", async () => {
    const { steps, events } = recordingSteps('https://app.test/loanDetail?orderId=77&lang=fil');
    const failure = new TypeError('Failed to fetch dynamically imported module: fil.js');
    steps.loadApp = async () => async () => {
      events.push('app');
      throw failure;
    };
    await expect(bootApp({ routes: [orderRoute], history: 'browser' }, steps)).rejects.toBe(
      failure,
    );
    expect(events.slice(-2)).toEqual(['app', 'boot failure shown']);
  });

  describe('a page Back brings out of the cache', () => {
    test('a data screen loads anew, as its answers and its busy buttons are those it was left with', async () => {
      const { steps, events, restore } = recordingSteps('https://app.test/loanDetail?orderId=77');
      await bootApp({ routes: [orderRoute], history: 'browser' }, steps);
      restore();
      expect(events.filter((event) => event === 'reload')).toHaveLength(1);
    });

    test('a page without data comes back as it was', async () => {
      const { steps, events, restore } = recordingSteps('https://app.test/About');
      await bootApp({ routes: [orderRoute, aboutRoute], history: 'browser' }, steps);
      restore();
      expect(events).not.toContain('reload');
    });

    test('the screen shown when the page was left decides, not the one it opened on', async () => {
      const routes = [orderRoute, aboutRoute];
      const fromAbout = recordingSteps('https://app.test/About');
      await bootApp({ routes, history: 'browser' }, fromAbout.steps);
      fromAbout.restore('https://app.test/loanDetail?orderId=77');
      expect(fromAbout.events).toContain('reload');

      const fromOrder = recordingSteps('https://app.test/loanDetail?orderId=77');
      await bootApp({ routes, history: 'browser' }, fromOrder.steps);
      fromOrder.restore('https://app.test/About');
      expect(fromOrder.events).not.toContain('reload');
    });

    test('hash routes are read from the hash', async () => {
      const { steps, events, restore } = recordingSteps('https://app.test/promo.html#/download');
      await bootApp({ routes: [promoRoute], history: 'hash' }, steps);
      restore();
      expect(events).not.toContain('reload');
      restore('https://app.test/promo.html#/?templateId=9');
      expect(events).toContain('reload');
    });
  });

  test('what follows the evaluation of the entry, then of the app, waits for a task of its own', async () => {
    const waiting: (() => void)[] = [];
    const { steps, events } = recordingSteps(
      'https://app.test/loanDetail?orderId=77',
      () => new Promise((resolve) => waiting.push(resolve)),
    );
    const booted = bootApp({ routes: [orderRoute], history: 'browser' }, steps);
    await Promise.resolve();
    expect(events).toEqual(['task']);
    waiting.shift()?.();
    await expect.poll(() => events.at(-1)).toBe('task');
    expect(events).toEqual(['task', 'session', 'mock', 'prefetch loanDetails', 'load app', 'task']);
    waiting.shift()?.();
    await booted;
    expect(events.at(-1)).toBe('app');
  });
});
