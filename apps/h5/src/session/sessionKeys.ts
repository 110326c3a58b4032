/** Identity values the native app puts in the page URL (contract section 4). */
export const IDENTITY_KEYS = [
  'deviceId',
  'userId',
  'sessionId',
  'merchantNumber',
  'mobilePhone',
] as const;

/** Header values: `building`/`gather` for the json client, `swift`/`eyes` for the form client. */
export const HEADER_KEYS = ['building', 'gather', 'swift', 'eyes'] as const;

/** Page values that stay in the address bar. */
const PAGE_KEYS = ['productId', 'orderId', 'currencyType', 'lang'] as const;

export const SESSION_KEYS = [...IDENTITY_KEYS, ...HEADER_KEYS, ...PAGE_KEYS] as const;

export type SessionKey = (typeof SESSION_KEYS)[number];
export type Session = Record<SessionKey, string>;

/** Removed from the address bar once kept: they identify the borrower. */
export const HIDDEN_KEYS: readonly string[] = [...IDENTITY_KEYS, ...HEADER_KEYS];
