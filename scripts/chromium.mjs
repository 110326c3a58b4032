// @ts-check
// The one browser every check drives: the test projects, the e2e tests and the bench.

/** Debian's Chromium (Playwright's own browser downloads are not reachable here); `CHROME_PATH` overrides it. */
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Without the background-networking flags Chromium stalls on an offline machine. */
export const chromiumFlags = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]);
