import type { Plugin } from 'vite';

const REDAXIOS_BUILD = /\/node_modules\/redaxios\/dist\/redaxios\.module\.js$/;

/**
 * redaxios' read of the XSRF cookie, as its build writes it: on every request it reads
 * `document.cookie` for the cookie `xsrfCookieName` names, and sends it as `xsrfHeaderName`.
 */
const XSRF_READ =
  /try\{(\w+)\[(\w+)\.xsrfHeaderName\]=decodeURIComponent\(document\.cookie\.match\(RegExp\("\(\^\|; \)"\+\2\.xsrfCookieName\+"=\(\[\^;\]\*\)"\)\)\[2\]\)\}catch\(\w+\)\{\}/;

/**
 * redaxios without its XSRF cookie read. The API takes no XSRF header and the client names no
 * XSRF cookie (redaxios then looks for one called `undefined`), so the read only ever cost time:
 * `document.cookie` is a synchronous call to the browser process, and the first one, made by the
 * data request that starts as the page opens, waited up to 15 ms while the browser was busy
 * fetching the page's chunks. Fails when redaxios no longer reads it as expected.
 */
export function withoutXsrfRead(code: string): string {
  if (!XSRF_READ.test(code)) {
    throw new Error(
      'redaxios no longer reads the XSRF cookie as build/redaxiosWithoutCookies.ts expects: check whether it still reads document.cookie, then update the pattern or remove the plugin',
    );
  }
  return code.replace(XSRF_READ, '');
}

/** The transform above, for redaxios' module build. */
export function redaxiosWithoutCookies(): Plugin {
  return {
    name: 'hiram-redaxios-without-cookies',
    transform: {
      filter: { id: REDAXIOS_BUILD },
      handler(code) {
        return { code: withoutXsrfRead(code), map: null };
      },
    },
  };
}
