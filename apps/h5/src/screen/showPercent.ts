import type { DisplayFormat } from './displayFormat.ts';

/** A rate (0.0625) as a percentage with two decimals in the brand's separators (`6,25%`). */
export function showPercent(fraction: number, format: DisplayFormat): string {
  if (!Number.isFinite(fraction)) return '';
  const [whole = '0', decimals = '00'] = Math.abs(fraction * 100)
    .toFixed(2)
    .split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, format.thousandsSeparator);
  const sign = fraction < 0 && `${whole}${decimals}` !== '000' ? '-' : '';
  return `${sign}${grouped}${format.decimalSeparator}${decimals}%`;
}
