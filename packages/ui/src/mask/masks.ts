import { maskBankCard } from './maskBankCard.ts';
import { maskDigits } from './maskDigits.ts';
import { maskPhone } from './maskPhone.ts';

/** Turns whatever was typed or pasted into the text to display. */
export type Mask = (input: string) => string;

/** The input masks of contract section 8; the raw digits are the value, the mask is display. */
export const masks = {
  bankCard: maskBankCard,
  phone: maskPhone,
  number: maskDigits,
} as const satisfies Record<string, Mask>;

/** The name of one of the `masks`: `bankCard`, `phone` or `number`, as `MaskedField`'s `mask`. */
export type MaskKind = keyof typeof masks;
