import { linkGuard } from '../link/linkGuard.ts';
import { type Bridge, type BridgeListener, createBridge } from './createBridge.ts';
import type { BridgeWindow } from './nativeWindow.ts';

let listener: BridgeListener | null = null;

/** Lets Storybook (or a test) watch every call of the default bridge; `null` stops it. */
export function setBridgeListener(next: BridgeListener | null): void {
  listener = next;
}

/** The real window, read at call time: the native side may inject its bridge after start-up. */
const currentWindow: BridgeWindow = {
  get webkit() {
    return window.webkit;
  },
  get HiramBridge() {
    return window.HiramBridge;
  },
  get history() {
    return window.history;
  },
  get frameElement() {
    return window.frameElement;
  },
};

export const bridge: Bridge = createBridge(currentWindow, {
  links: linkGuard,
  log: (action, payload) => console.warn(`[bridge] no native app for ${action}`, payload ?? {}),
  onCall: (action, payload) => listener?.(action, payload),
});
