import { en, type MessageKey } from '../i18n/catalogues/en.ts';

export type ApiMessageKey = Extract<MessageKey, `api.${string}`>;
/** Looks up the API layer's text in the borrower's catalogue. */
export type ApiMessages = (key: ApiMessageKey) => string;

export const englishApiMessages: ApiMessages = (key) => en[key];
