import type { LinkGuard } from '../link/linkGuard.ts';
import { pageBehind } from './historyBehind.ts';
import type { BridgeAction, BridgePayload, BridgeWindow } from './nativeWindow.ts';

export interface Bridge {
  /** Native opens the page; a plain browser follows the link through the link guard. */
  openPage(url: string): void;
  /** Native closes the web view; a plain browser goes back. */
  closeWebView(): void;
  /**
   * Whether `closeWebView` leads anywhere: native takes it, or the browser has a page to go back
   * to. A link opened in a new tab or a messaging app's browser has none.
   */
  closes(): boolean;
  /** True when the native app took it; a plain browser has no native home. */
  goHome(): boolean;
  goMine(): void;
  goLogin(): void;
  /**
   * True when the native app took the call; a plain browser has nothing to call with (a `tel:`
   * link does it there).
   */
  callPhone(number: string): boolean;
  /** The native store-rating prompt; true when the native app took it. */
  goRating(): boolean;
  /** Records a tracking point. */
  confirmPoint(name: string): void;
  startBankBind(): void;
  endBankBind(): void;
}

export type BridgeListener = (action: BridgeAction, payload: BridgePayload | undefined) => void;

export interface BridgeOptions {
  links: Pick<LinkGuard, 'navigate' | 'nativeTarget'>;
  /** Told about every action that has no native side to go to. */
  log: BridgeListener;
  /** Told about every call, native or not (Storybook's Actions panel, tests). */
  onCall?: BridgeListener;
}

type Send = (payload: object) => void;

/** Picks the transport at every call, so a bridge injected late is still found. */
export function createBridge(win: BridgeWindow, options: BridgeOptions): Bridge {
  // A page in another page's sandboxed frame (an agreement in a dialog) is a document to read:
  // the native objects reach frames too, and it must not close or steer the app around it.
  const inSandboxedFrame = () => win.frameElement?.hasAttribute('sandbox') === true;
  const nativeSender = (action: BridgeAction): Send | null => {
    if (inSandboxedFrame()) return null;
    const handler = win.webkit?.messageHandlers?.[action];
    if (typeof handler?.postMessage === 'function') {
      return (payload) => handler.postMessage(payload);
    }
    const android = win.HiramBridge;
    const method = android?.[action];
    if (typeof method === 'function') {
      // Android's injected methods only run when called on their own object.
      return (payload) => method.call(android, JSON.stringify(payload));
    }
    return null;
  };

  /** True when the native app took it. */
  const call = (
    action: BridgeAction,
    payload?: BridgePayload,
    inBrowser: () => void = () => options.log(action, payload),
  ): boolean => {
    options.onCall?.(action, payload);
    const send = nativeSender(action);
    // A method that throws (Android: its Java code failed, or it takes other parameters) must not
    // take the page down: the browser's way stands in.
    let sent = send !== null;
    try {
      send?.(payload ?? {});
    } catch {
      sent = false;
    }
    if (!sent) inBrowser();
    return sent;
  };

  return {
    openPage(url) {
      options.onCall?.('openPage', { url });
      const send = nativeSender('openPage');
      if (!send) {
        options.links.navigate(url);
        return;
      }
      const target = options.links.nativeTarget(url);
      if (target === null) return;
      try {
        send({ url: target });
      } catch {
        options.links.navigate(url);
      }
    },
    closeWebView: () => call('closeWebView', undefined, () => win.history.back()),
    // A frame's history is its host's: going back there would leave the host page.
    closes: () =>
      !inSandboxedFrame() &&
      (nativeSender('closeWebView') !== null ||
        (win.navigation?.canGoBack ?? pageBehind(win.history) ?? win.history.length > 1)),
    goHome: () => call('goHome'),
    goMine: () => call('goMine'),
    goLogin: () => call('goLogin'),
    callPhone: (number) => call('callPhone', { number }),
    goRating: () => call('goRating'),
    confirmPoint: (name) => call('confirmPoint', { name }),
    startBankBind: () => call('startBankBind'),
    endBankBind: () => call('endBankBind'),
  };
}
