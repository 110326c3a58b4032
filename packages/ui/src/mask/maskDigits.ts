import { digitsOnly } from './digitsOnly.ts';

/** The 'number' mask: digits only. */
export function maskDigits(input: string): string {
  return digitsOnly(input);
}
