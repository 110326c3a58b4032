export interface MoneyFormatOptions {
  /** Currency sign put right before the digits, e.g. '₱'. None by default. */
  sign?: string | undefined;
  /** '.' by default (contract section 8). */
  thousandsSeparator?: string | undefined;
  /** ',' by default (contract section 8). */
  decimalSeparator?: string | undefined;
}

const INTEGER_STRING = /^\s*([+-]?\d+)\s*$/;

function toMinorUnits(minor: number | bigint | string): bigint | undefined {
  if (typeof minor === 'bigint') return minor;
  if (typeof minor === 'string') {
    const match = INTEGER_STRING.exec(minor);
    return match?.[1] === undefined ? undefined : BigInt(match[1]);
  }
  if (!Number.isFinite(minor)) return undefined;
  return BigInt(Math.sign(minor) * Math.round(Math.abs(minor)));
}

function groupThousands(digits: string, separator: string): string {
  const head = digits.length % 3 || 3;
  const groups = [digits.slice(0, head)];
  for (let i = head; i < digits.length; i += 3) groups.push(digits.slice(i, i + 3));
  return groups.join(separator);
}

/**
 * Shows an amount stored in minor units (centavos) as major units with two decimals:
 * `formatMoney(123456789)` is `'1.234.567,89'`, `formatMoney(-123456, { sign: '₱' })` is
 * `'-₱1.234,56'`.
 *
 * - Exact for every integer, however large: bigints and integer strings (`'-0012'`, optional
 *   `+`, surrounding white space) are used as they are, with BigInt arithmetic.
 * - A number that is not a whole number of minor units is rounded half away from zero
 *   (`0.5` -> `'0,01'`, `-2.5` -> `'-0,03'`); a negative amount that rounds to zero shows
 *   without a minus.
 * - `NaN`, `±Infinity` and strings that are not integers (`''`, `'1.5'`, `'12abc'`) give `''`.
 */
export function formatMoney(
  minor: number | bigint | string,
  options: MoneyFormatOptions = {},
): string {
  const value = toMinorUnits(minor);
  if (value === undefined) return '';
  const { sign = '', thousandsSeparator = '.', decimalSeparator = ',' } = options;
  const magnitude = value < 0n ? -value : value;
  const whole = groupThousands((magnitude / 100n).toString(), thousandsSeparator);
  const cents = (magnitude % 100n).toString().padStart(2, '0');
  return `${value < 0n ? '-' : ''}${sign}${whole}${decimalSeparator}${cents}`;
}
