import { digitsOnly } from './digitsOnly.ts';

/** The 'bankCard' mask: digits in groups of 4 split by single spaces (`'1234 5678 9'`). */
export function maskBankCard(input: string): string {
  return digitsOnly(input).replace(/(\d{4})(?=\d)/g, '$1 ');
}
