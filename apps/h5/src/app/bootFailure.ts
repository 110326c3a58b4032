/**
 * A page that shows a loading state until its code runs carries, in a `<template>` of this id,
 * what to show instead when the app's code cannot be fetched (`BootFailureView`, prerendered).
 */
export const BOOT_FAILURE_ID = 'hiram-boot-failed';

/**
 * Puts the page's boot-failure message (the template `id`) where its loading state was; its
 * button loads the page anew. The app's code never came, so this is plain DOM, and the nav bar's
 * back button, which that code drives, goes in any case. False when the page has no such message
 * or no loading state. It refers to nothing outside itself: the page's HTML also runs its source
 * (`entryFailureHandler`), on one line, so comments inside it are block comments.
 */
export function showBootFailure(doc: Document, id: string): boolean {
  /* A page with no loading state (its content prerendered whole) keeps its content, not that. */
  doc.querySelector('#root [data-navbar-back]')?.remove();
  const template = doc.getElementById(id);
  const loading = doc.querySelector('#root [aria-busy="true"]');
  if (!(template instanceof HTMLTemplateElement) || !loading) return false;
  const failure = template.content.cloneNode(true);
  if (!(failure instanceof DocumentFragment)) return false;
  /* Offline, a reload would leave the web view on the browser's error page: it waits to be online. */
  const reload = () => doc.location.reload();
  failure.querySelector('button')?.addEventListener('click', () => {
    if (doc.defaultView?.navigator.onLine === false) {
      doc.defaultView.addEventListener('online', reload, { once: true });
    } else reload();
  });
  loading.replaceWith(failure);
  return true;
}

/**
 * The entry script's `onerror`: when the entry itself, or a chunk it imports, cannot be fetched,
 * none of the app's code runs, so the page shows the message from its own HTML.
 */
export function entryFailureHandler(): string {
  const source = String(showBootFailure).replace(/\s+/g, ' ');
  return `(${source})(document,${JSON.stringify(BOOT_FAILURE_ID)})`;
}
