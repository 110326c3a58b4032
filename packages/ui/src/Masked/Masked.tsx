import { styled } from 'styled-components';
import { VisuallyHidden } from '../internal/VisuallyHidden.ts';
import { useUiStrings } from '../locale/useUiStrings.ts';
import { maskCardForDisplay, maskPhoneForDisplay, visibleEnd } from './maskForDisplay.ts';

export type MaskedKind = 'card' | 'phone';

export interface MaskedProps {
  /** `card` shows only the last 4 digits; `phone` also keeps a full number's first 4. */
  kind: MaskedKind;
  /** The full number; only its last digits (and a phone's first 4) are shown. */
  value: string;
  /** What screen readers hear, given the visible last digits; built-in "Card ending in 1234". */
  formatLabel?: ((lastDigits: string) => string) | undefined;
  className?: string | undefined;
}

const Text = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const MASKS = { card: maskCardForDisplay, phone: maskPhoneForDisplay };

/**
 * A card or phone number with its private digits hidden (`**** 1234`, `0917 *** 4567`).
 * Screen readers hear "Card ending in 1234" instead of each asterisk.
 */
export function Masked({ kind, value, formatLabel, className }: MaskedProps) {
  const strings = useUiStrings();
  const shown = MASKS[kind](value);
  if (!shown) return null;
  const end = visibleEnd(value);
  const label =
    formatLabel?.(end) ??
    (kind === 'card' ? strings.cardEnding : strings.phoneEnding).replace('{digits}', end);
  return (
    <Text className={className}>
      <span aria-hidden="true">{shown}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Text>
  );
}
