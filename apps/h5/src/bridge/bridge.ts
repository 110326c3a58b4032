import { linkGuard } from '../link/linkGuard.ts';
import { type Bridge, type BridgeListener, createBridge } from './createBridge.ts';
import type { BridgeWindow } from './nativeWindow.ts';

let listener: BridgeListener | null = null;

/** Lets Storybook (or a test) watch every call of the default bridge; `null` stops it. */
export function setBridgeListener(next: BridgeListener | null): void {
  listener = next;
}

/**
 * The real window, read at call time (the native side may inject its bridge after start-up).
 * `globalThis`, not `window`: the server that prerenders the pages loads this module too, and has
 * no `window`; nothing calls the bridge there.
 */
const currentWindow: BridgeWindow = globalThis;

export const bridge: Bridge = createBridge(currentWindow, {
  links: linkGuard,
  log: (action, payload) => console.warn(`[bridge] no native app for ${action}`, payload ?? {}),
  onCall: (action, payload) => listener?.(action, payload),
});
