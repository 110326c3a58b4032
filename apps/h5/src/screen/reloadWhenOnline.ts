/**
 * Loads the page anew, once the phone is online: a reload while offline would leave the web view
 * on the browser's own error page, with no way back into the app.
 */
export function reloadWhenOnline(
  win: Pick<Window, 'addEventListener'> & { navigator: Pick<Navigator, 'onLine'> } & {
    location: Pick<Location, 'reload'>;
  },
): void {
  if (win.navigator.onLine) win.location.reload();
  else win.addEventListener('online', () => win.location.reload(), { once: true });
}
