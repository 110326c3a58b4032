import type { BridgePayload } from '../../bridge/index.ts';
import type { BridgeAction } from '../../bridge/nativeWindow.ts';

export interface BridgeCall {
  action: BridgeAction;
  payload?: BridgePayload;
}

/** What screens asked the native app to do, for play functions to assert. */
export const bridgeCalls: BridgeCall[] = [];

/** Where screens sent the borrower outside the app (through the link guard). */
export const pagesLeftFor: { url: string; replace: boolean }[] = [];

export function clearStoryJournals(): void {
  bridgeCalls.length = 0;
  pagesLeftFor.length = 0;
}
