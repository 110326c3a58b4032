export { type CookieDocument, getCookie, setPersistentCookie } from './cookie.ts';
export { currentInAppBrowser, detectInAppBrowser, type InAppBrowser } from './inAppBrowser.ts';
export { registerServiceWorker } from './serviceWorker.ts';
