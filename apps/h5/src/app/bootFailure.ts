/**
 * A page that shows a loading state until its code runs carries, in a `<template>` of this id,
 * what to show instead when the app's code cannot be fetched (`BootFailureView`, prerendered).
 */
export const BOOT_FAILURE_ID = 'hiram-boot-failed';

/**
 * Puts the page's boot-failure message where its loading state was; its button loads the page
 * anew. The app's code never came, so this is plain DOM, and the nav bar's back button, which
 * that code drives, goes. False when the page has no such message or no loading state.
 */
export function showBootFailure(doc: Document): boolean {
  const template = doc.getElementById(BOOT_FAILURE_ID);
  const loading = doc.querySelector('#root [aria-busy="true"]');
  if (!(template instanceof HTMLTemplateElement) || !loading) return false;
  const failure = template.content.cloneNode(true);
  if (!(failure instanceof DocumentFragment)) return false;
  failure.querySelector('button')?.addEventListener('click', () => doc.location.reload());
  loading.replaceWith(failure);
  doc.querySelector('#root [data-navbar-back]')?.remove();
  return true;
}
