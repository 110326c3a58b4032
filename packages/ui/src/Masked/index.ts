export { Masked, type MaskedKind, type MaskedProps } from './Masked.tsx';
export { maskCardForDisplay, maskPhoneForDisplay } from './maskForDisplay.ts';
