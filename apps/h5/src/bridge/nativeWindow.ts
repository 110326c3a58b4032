/** The actions the native app answers (contract section 7). */
export type BridgeAction =
  | 'openPage'
  | 'closeWebView'
  | 'goHome'
  | 'goMine'
  | 'goLogin'
  | 'callPhone'
  | 'goRating'
  | 'confirmPoint'
  | 'startBankBind'
  | 'endBankBind';

export type BridgePayload = { url: string } | { number: string } | { name: string };

export interface WebkitMessageHandler {
  postMessage(payload: object): void;
}

export type NativeBackHandler = () => boolean;

declare global {
  interface Window {
    /** iOS WKWebView: one message handler per action. */
    webkit?: { messageHandlers?: Partial<Record<BridgeAction, WebkitMessageHandler>> };
    /** Android: the object the app injects with `addJavascriptInterface`; methods take JSON. */
    HiramBridge?: Partial<Record<BridgeAction, (json: string) => void>>;
    /** Native calls it on back; `true` when the page handled the back itself. */
    onNativeBack?: NativeBackHandler;
  }
}

/** What the bridge reads from the window, at call time. */
export interface BridgeWindow {
  webkit?: Window['webkit'];
  HiramBridge?: Window['HiramBridge'];
  history: Pick<History, 'back' | 'length' | 'state'>;
  /**
   * The Navigation API (Chromium, Android web views): whether there is a page behind this one.
   * Elsewhere the entry says (`trackPageBehind`): `history.length` also counts pages ahead, and
   * survives a reload.
   */
  navigation?: { canGoBack: boolean };
  /** The frame this page is shown in, when another page embeds it. */
  frameElement?: Pick<Element, 'hasAttribute'> | null;
}
