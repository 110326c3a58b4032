import { REGISTERED_PHONE } from './fixtures.ts';

export interface PromoSlice {
  /** Captcha session ids handed out by get-sid. */
  sids: Set<string>;
  registeredPhones: Set<string>;
}

export function promoSlice(): PromoSlice {
  return { sids: new Set(), registeredPhones: new Set([REGISTERED_PHONE]) };
}
