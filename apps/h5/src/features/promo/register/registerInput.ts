import { digitsOnly, insertedText } from '@hiram/ui';

/** Section 9: the SMS code is 6 characters, digits. */
export const SMS_CODE_LENGTH = 6;
/** Section 5: the picture code is at most 4 characters. */
export const CAPTCHA_LENGTH = 4;

/**
 * The SMS code as typed or pasted (`123 456`, `１２３４５６`, the message itself): its digits,
 * made ASCII, then cut to length; cut first, a pasted space took a digit's place. A whole code
 * pasted where digits already were (`current`: a refused code, one half typed) replaces them.
 */
export function smsCodeInput(raw: string, current = '', caret = raw.length): string {
  const pasted = digitsOnly(insertedText(current, raw, caret));
  return (pasted.length >= SMS_CODE_LENGTH ? pasted : digitsOnly(raw)).slice(0, SMS_CODE_LENGTH);
}

/**
 * The picture code as typed or pasted: made ASCII (a Chinese or Japanese keyboard's full-width
 * `２４６８`), without spaces, then cut to length.
 */
export const captchaInput = (raw: string): string =>
  raw.normalize('NFKC').replace(/\s/g, '').slice(0, CAPTCHA_LENGTH);
