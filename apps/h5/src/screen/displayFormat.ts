import { currencySign, formatDate, formatMoney } from '@hiram/ui';

/** The brand's money and date settings (`theme.format`) plus the currency flag. */
export interface DisplayFormat {
  /** `currencyType`: 1 is the rupee, anything else the peso. */
  currencyFlag: unknown;
  thousandsSeparator: string;
  decimalSeparator: string;
  timeZone: string;
}

export function showMoney(minor: number, format: DisplayFormat): string {
  return formatMoney(minor, {
    sign: currencySign(format.currencyFlag),
    thousandsSeparator: format.thousandsSeparator,
    decimalSeparator: format.decimalSeparator,
  });
}

/** `YYYY-MM-DD` in the brand's zone; '' for an absent or unreadable date. */
export function showDate(value: number | string, format: DisplayFormat): string {
  return value === '' ? '' : formatDate(value, { timeZone: format.timeZone });
}
