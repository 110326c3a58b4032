export { type CurrencySign, currencySign } from './currencySign.ts';
export { type DateFormatOptions, formatDate } from './formatDate.ts';
export { formatMoney, type MoneyFormatOptions } from './formatMoney.ts';
export { readableCode } from './readableCode.ts';
