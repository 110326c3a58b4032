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

export type MaskKind = keyof typeof masks;
