import { en, type MessageKey } from '../i18n/catalogues/en.ts';

export type ApiMessageKey = Extract<MessageKey, `api.${string}`>;
/** Looks up the API layer's text in the borrower's catalogue. */
export type ApiMessages = (key: ApiMessageKey) => string;

export const englishApiMessages: ApiMessages = (key) => en[key];

let current: ApiMessages = englishApiMessages;

/**
 * Called once the borrower's catalogue is loaded, so error toasts speak their language.
 * Kept apart from the client so the first screen can set it without loading the API.
 */
export function setApiMessages(lookup: ApiMessages): void {
  current = lookup;
}

export function currentApiMessages(): ApiMessages {
  return current;
}
