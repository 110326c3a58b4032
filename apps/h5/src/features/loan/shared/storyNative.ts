/**
 * A story's `beforeEach`: an iOS-like native side for `closeWebView`, as in the app's web view,
 * so a story's page is not sent back in the browser. Calls still land in `bridgeCalls`.
 */
export function withNativeClose() {
  const previous = window.webkit;
  window.webkit = { messageHandlers: { closeWebView: { postMessage: () => {} } } };
  return () => {
    if (previous) window.webkit = previous;
    else delete window.webkit;
  };
}
