/** Spec section 9: the SMS code has 6 characters and can be asked for again after 60 s. */
export const SMS_CODE_LENGTH = 6;
export const SMS_COUNTDOWN_SECONDS = 60;

/** Spec section 5: a code shorter than 6 characters is refused before anything is sent. */
export function isCompleteCode(code: string): boolean {
  return code.trim().length >= SMS_CODE_LENGTH;
}

/** The CountdownButton's `storageKey` for this order's code. */
export function smsCountdownKey(orderId: string): string {
  return `sms:paymentWay:${orderId}`;
}
