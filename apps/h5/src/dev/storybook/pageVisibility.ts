function showPage(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** A frame and a task: the effects that follow what was just rendered have run. */
export const painted = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

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
