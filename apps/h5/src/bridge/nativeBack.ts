import type { NativeBackHandler } from './nativeWindow.ts';

/**
 * Installs `window.onNativeBack` (native calls it on back and reads the returned boolean).
 * The returned function puts back whatever was there before, unless a later handler replaced
 * this one meanwhile.
 */
export function setNativeBackHandler(
  handler: NativeBackHandler,
  win: Pick<Window, 'onNativeBack'> = window,
): () => void {
  const previous = win.onNativeBack;
  win.onNativeBack = handler;
  return () => {
    if (win.onNativeBack !== handler) return;
    if (previous) win.onNativeBack = previous;
    else delete win.onNativeBack;
  };
}
