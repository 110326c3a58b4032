import type { BridgePayload } from '../../bridge/index.ts';
import type { BridgeAction } from '../../bridge/nativeWindow.ts';

export interface BridgeCall {
  action: BridgeAction;
  payload?: BridgePayload;
}

/** What screens asked the native app to do, for play functions to assert. */
export const bridgeCalls: BridgeCall[] = [];

export interface Navigation {
  to: string;
  /** The new page took the place of the last in the history (Back skips it). */
  replace: boolean;
}

/** Where screens sent the borrower outside the app (through the link guard). */
export const pagesLeftFor: { url: string; replace: boolean }[] = [];

/** Where screens sent the borrower inside the app, by the router or through the link guard. */
export const navigations: Navigation[] = [];

export function clearStoryJournals(): void {
  bridgeCalls.length = 0;
  pagesLeftFor.length = 0;
  navigations.length = 0;
}
