import { painted } from './painted.ts';

function showPage(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/**
 * What the page sees when the borrower switches to another app (an e-wallet, to pay) and
 * back: it is hidden, then visible again. Waits first for the screen's listeners, which
 * follow its paint.
 */
export async function leaveAndReturn() {
  await painted();
  showPage('hidden');
  showPage('visible');
  Reflect.deleteProperty(document, 'visibilityState');
}

/**
 * The borrower switches to another app and stays there: the page is hidden until `returnToPage`.
 * Waits first for the screen's listeners, which follow its paint.
 */
export async function leavePage() {
  await painted();
  showPage('hidden');
}

/** Back from `leavePage`: the page is visible again. */
export function returnToPage() {
  showPage('visible');
  Reflect.deleteProperty(document, 'visibilityState');
}
