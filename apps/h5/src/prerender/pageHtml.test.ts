import { describe, expect, test } from 'vitest';
import { FRAMED_FLAG, pageHtml } from './pageHtml.ts';
import type { RenderedPage } from './renderPage.tsx';

const template = `<!doctype html>
<html lang="en">
  <head>
    <title>Hiram</title>
    <script type="module" crossorigin src="/assets/main-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/boot-2.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page: RenderedPage = {
  lang: 'zh-CN',
  title: 'Order <details> & more · Hiram',
  description: 'Say "hi" <b>',
  styles: '<style data-styled="true">.a{color:red}</style>',
  rootAttributes: { 'data-prerendered': 'loanDetail', 'data-locale': 'zh-CN' },
  html: '<main><h1>Order details</h1></main>',
};

describe('pageHtml', () => {
  const html = pageHtml(template, page, {
    preloads: ['/assets/boot-2.js', '/assets/OrderDetailPage-3.js'],
  });

  test('the language, the escaped title and description', () => {
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('<title>Order &lt;details&gt; &amp; more · Hiram</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot; &lt;b&gt;">');
    expect(html).not.toContain('<title>Hiram</title>');
  });

  test('preloads only what the template does not load yet, then the styles, in the head', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/boot-2\.js/g)).toHaveLength(1);
    expect(head).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/OrderDetailPage-3.js">',
    );
    expect(head.indexOf('OrderDetailPage-3.js')).toBeLessThan(head.indexOf('<style'));
    expect(head).toContain(page.styles);
  });

  test('every script and preload at low priority: the HTML paints without them', () => {
    const scripts = html.match(/<(script [^>]*src=|link rel="modulepreload")[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(3);
    for (const tag of scripts) expect(tag).toContain(' fetchpriority="low"');
  });

  test('marks a page shown inside another before it paints, first in the head', () => {
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head).toContain(FRAMED_FLAG);
    expect(head.indexOf(FRAMED_FLAG)).toBeLessThan(head.indexOf('<style'));
  });

  test('the rendered HTML inside #root, with the marks the app reads', () => {
    expect(html).toContain(
      '<div id="root" data-prerendered="loanDetail" data-locale="zh-CN"><main><h1>Order details</h1></main></div>',
    );
  });

  test("a page's boot-failure message sits in a template after #root, for the entry alone", () => {
    const failing = pageHtml(
      template,
      { ...page, bootFailure: '<div role="alert"><button>Try again</button></div>' },
      { preloads: [] },
    );
    expect(failing).toContain(
      '</main></div><template id="hiram-boot-failed"><div role="alert"><button>Try again</button></div></template>',
    );
    expect(html).not.toContain('<template');
  });

  test('the entry script shows that message when it, or a chunk it imports, cannot be fetched', () => {
    const failing = pageHtml(
      template,
      { ...page, bootFailure: '<p>Try again</p>' },
      {
        preloads: [],
      },
    );
    const handler = failing.match(/<script type="module" onerror="([^"]+)"/)?.[1];
    expect(handler).toContain('showBootFailure');
    expect(handler).toContain('(document,&quot;hiram-boot-failed&quot;)');
    expect(html).not.toContain('onerror');
  });

  test('a template the page cannot go into is an error', () => {
    expect(() =>
      pageHtml(template.replace('<div id="root"></div>', ''), page, { preloads: [] }),
    ).toThrow('exactly one empty #root; it has 0');
    expect(() =>
      pageHtml(template.replace('</head>', '</head></head>'), page, { preloads: [] }),
    ).toThrow('exactly one </head>; it has 2');
  });
});

describe('pageHtml for a static page: its code after the paint', () => {
  const chunks = ['/assets/main-1.js', '/assets/boot-2.js', '/assets/PrivacyPolicyPage-4.js'];
  const html = pageHtml(template, page, { afterPaint: chunks });
  const inline = html.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? '';

  test('nothing the browser would fetch before the HTML has painted', () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(inline).toContain('"/assets/main-1.js"');
    expect(html).toContain('<div id="root" data-prerendered="loanDetail"');
  });

  type Observed = (
    list: { getEntriesByName: (name: string) => unknown[] },
    observer: { disconnect: () => void },
  ) => void;

  /** Runs the inline loader against a stand-in browser; returns what it appended, step by step. */
  function runLoader(visibility: 'visible' | 'hidden', paintTiming: boolean) {
    const appended: Record<string, unknown>[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const observers: { callback: Observed; options: unknown; connected: boolean }[] = [];
    /** The page's embedded frames, as SandboxedFrame renders them: an address, no `src`. */
    const embedded = ['/privacyPolicy', '/loanAgreement'].map((address) => {
      const attributes = new Map([['data-frame-src', address]]);
      return {
        attributes,
        getAttribute: (name: string) => attributes.get(name) ?? null,
        setAttribute: (name: string, value: string) => void attributes.set(name, value),
      };
    });
    const document = {
      visibilityState: visibility,
      querySelectorAll: (selector: string) =>
        selector === 'iframe[data-frame-src]' ? embedded : [],
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (element: Record<string, unknown>) => appended.push(element) },
    };
    class PaintObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
      readonly entry: (typeof observers)[number];
      constructor(callback: Observed) {
        this.entry = { callback, options: undefined, connected: false };
        observers.push(this.entry);
      }
      observe(options: unknown) {
        this.entry.options = options;
        this.entry.connected = true;
      }
    }
    const paints = (...names: string[]) => {
      for (const observer of observers.filter(({ connected }) => connected)) {
        const entries = names.map((name) => ({ name }));
        observer.callback(
          { getEntriesByName: (name) => entries.filter((entry) => entry.name === name) },
          { disconnect: () => Object.assign(observer, { connected: false }) },
        );
      }
    };
    new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', inline)(
      document,
      { PerformanceObserver: PaintObserver },
      (frame: () => void) => frames.push(frame),
      (timer: () => void) => timers.push(timer),
    );
    const frameSources = () => embedded.map(({ attributes }) => attributes.get('src'));
    return { appended, frames, timers, observers, paints, frameSources };
  }

  /** The entry, then its chunks at once: not one level of imports per round trip. */
  const entry = [
    // Its `onerror` drops the nav bar's back, which only the app's code could work.
    {
      tag: 'script',
      type: 'module',
      crossOrigin: '',
      src: '/assets/main-1.js',
      onerror: expect.any(Function),
    },
    ...['/assets/boot-2.js', '/assets/PrivacyPolicyPage-4.js'].map((href) => ({
      tag: 'link',
      rel: 'modulepreload',
      crossOrigin: '',
      href,
    })),
  ];

  test('with paint timing: the entry and the frames start in the task after the first contentful paint', () => {
    const { appended, frames, timers, observers, paints, frameSources } = runLoader(
      'visible',
      true,
    );
    expect(observers.map(({ options }) => options)).toEqual([{ type: 'paint', buffered: true }]);
    expect(frames).toEqual([]);
    paints('first-paint');
    for (const timer of timers.splice(0)) timer();
    expect(appended).toEqual([]);
    paints('first-contentful-paint');
    expect(appended).toEqual([]);
    expect(frameSources()).toEqual([undefined, undefined]);
    for (const timer of timers.splice(0)) timer();
    expect(appended).toEqual(entry);
    expect(frameSources()).toEqual(['/privacyPolicy', '/loanAgreement']);
    expect(observers.every(({ connected }) => !connected)).toBe(true);
  });

  test('without paint timing: the entry is added in the task after the next frame', () => {
    const { appended, frames, timers, observers } = runLoader('visible', false);
    expect(observers).toEqual([]);
    for (const frame of frames.splice(0)) frame();
    expect(appended).toEqual([]);
    for (const timer of timers.splice(0)) timer();
    expect(appended).toEqual(entry);
  });

  test('in a hidden tab, which paints nothing: at once', () => {
    const { appended, frames, observers, frameSources } = runLoader('hidden', true);
    expect(frames).toEqual([]);
    expect(observers).toEqual([]);
    expect(appended).toEqual(entry);
    expect(frameSources()).toEqual(['/privacyPolicy', '/loanAgreement']);
  });
});

describe('pageHtml for a public page', () => {
  const publicHead = (publicPage: RenderedPage['publicPage']) => {
    const html = pageHtml(template, { ...page, publicPage }, { afterPaint: [] });
    return html.slice(0, html.indexOf('</head>'));
  };

  test('an app screen has no canonical link and no Open Graph tags', () => {
    const head = publicHead(undefined);
    expect(head).not.toContain('rel="canonical"');
    expect(head).not.toContain('og:');
  });

  test('a canonical link and the Open Graph tags, escaped, with og:url when absolute', () => {
    const head = publicHead({
      url: 'https://www.hiram.example/About',
      ogLocale: 'en_PH',
      siteName: 'Hiram & Co',
    });
    expect(head).toContain('<link rel="canonical" href="https://www.hiram.example/About">');
    expect(head).toContain('<meta property="og:type" content="website">');
    expect(head).toContain('<meta property="og:site_name" content="Hiram &amp; Co">');
    expect(head).toContain(
      '<meta property="og:title" content="Order &lt;details&gt; &amp; more · Hiram">',
    );
    expect(head).toContain(
      '<meta property="og:description" content="Say &quot;hi&quot; &lt;b&gt;">',
    );
    expect(head).toContain('<meta property="og:locale" content="en_PH">');
    expect(head).toContain('<meta property="og:url" content="https://www.hiram.example/About">');
  });

  test('without a site origin: a relative canonical link and no og:url', () => {
    const head = publicHead({ url: '/About', ogLocale: 'en_PH', siteName: 'Hiram' });
    expect(head).toContain('<link rel="canonical" href="/About">');
    expect(head).not.toContain('og:url');
  });
});
