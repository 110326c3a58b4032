import type { BridgeAction } from '../../bridge/nativeWindow.ts';

/**
 * A story's `beforeEach`: an iOS-like native app that takes `actions`, as in the app's web view
 * (so `closeWebView` does not send the story's page back, a `tel:` link is not followed). The
 * calls still land in `bridgeCalls`; the window's own is put back afterwards.
 */
export function nativeApp(...actions: BridgeAction[]) {
  return () => {
    const previous = window.webkit;
    const handler = { postMessage: () => {} };
    window.webkit = {
      messageHandlers: Object.fromEntries(actions.map((action) => [action, handler])),
    };
    return () => {
      if (previous) window.webkit = previous;
      else delete window.webkit;
    };
  };
}
