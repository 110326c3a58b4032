export type InAppBrowser = 'facebook' | 'messenger' | 'instagram' | 'line' | 'wechat';

/**
 * First match wins: WeChat's marker contains "Messenger", and Messenger's carries Facebook's
 * FBAN/FBAV/FB_IAB markers too.
 */
const MARKERS: ReadonlyArray<readonly [InAppBrowser, RegExp]> = [
  ['wechat', /MicroMessenger\//],
  ['messenger', /FBAN\/Messenger|MessengerForiOS|MessengerLiteForiOS|Orca-Android|\bMessenger\//],
  ['instagram', /\bInstagram\b/],
  ['facebook', /FBAN\/|FBAV\/|FB_IAB\//],
  ['line', /\bLine\//],
];

/** The messaging app whose built-in browser shows the page, by its user-agent marker. */
export function detectInAppBrowser(userAgent: string): InAppBrowser | null {
  return MARKERS.find(([, marker]) => marker.test(userAgent))?.[0] ?? null;
}

export function currentInAppBrowser(
  nav: Pick<Navigator, 'userAgent'> = navigator,
): InAppBrowser | null {
  return detectInAppBrowser(nav.userAgent);
}
