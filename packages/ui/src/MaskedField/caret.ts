import { digitsOnly } from '../mask/digitsOnly.ts';
import type { Mask } from '../mask/masks.ts';

/** The field after an edit: the raw digits, the text shown and where the caret goes in it. */
export interface MaskedEdit {
  digits: string;
  text: string;
  caret: number;
}

/** How many digits (ASCII or full-width) lie left of `position` in `text`. */
export function digitsBefore(text: string, position: number): number {
  return digitsOnly(text.slice(0, Math.max(0, position))).length;
}

/** The position right after the `count`-th digit of `text`: 0 for none, the end when too few. */
export function caretAfterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (digitsOnly(text.charAt(index)) !== '') seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

/**
 * Re-masks what the input holds after the browser applied an edit, keeping the caret
 * between the same digits. Beyond `maxDigits`, the digits just typed or pasted (those
 * left of the caret) are dropped, so the digits already there stay, as with `maxlength`.
 */
export function remask(
  input: string,
  caret: number,
  mask: Mask,
  maxDigits = Number.POSITIVE_INFINITY,
): MaskedEdit {
  const after = digitsOnly(input.slice(Math.max(0, caret))).slice(0, maxDigits);
  const before = digitsOnly(input.slice(0, Math.max(0, caret))).slice(
    0,
    Math.max(0, maxDigits - after.length),
  );
  return placed(before + after, before.length, mask);
}

/** Removes the digit at `index` of `digits`, leaving the caret where that digit was. */
export function deleteDigit(digits: string, index: number, mask: Mask): MaskedEdit {
  if (index < 0 || index >= digits.length) return placed(digits, Math.max(0, index), mask);
  return placed(digits.slice(0, index) + digits.slice(index + 1), index, mask);
}

function placed(digits: string, digitsLeftOfCaret: number, mask: Mask): MaskedEdit {
  const text = mask(digits);
  return { digits: digitsOnly(text), text, caret: caretAfterDigits(text, digitsLeftOfCaret) };
}
