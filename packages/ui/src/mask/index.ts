export { digitsOnly } from './digitsOnly.ts';
export { fromInternational } from './fromInternational.ts';
export { insertedText } from './insertedText.ts';
export { maskBankCard } from './maskBankCard.ts';
export { maskDigits } from './maskDigits.ts';
export { maskPhone, PHONE_MAX_DIGITS } from './maskPhone.ts';
export { type Mask, type MaskKind, masks } from './masks.ts';
