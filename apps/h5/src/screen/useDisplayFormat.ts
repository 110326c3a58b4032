import { useTheme } from 'styled-components';
import type { DisplayFormat } from './displayFormat.ts';

/** The brand's money and date settings with this page's currency flag. */
export function useDisplayFormat(currencyFlag: string): DisplayFormat {
  const { thousandsSeparator, decimalSeparator, timeZone } = useTheme().format;
  return { currencyFlag, thousandsSeparator, decimalSeparator, timeZone };
}
