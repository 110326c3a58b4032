import type { ReactNode } from 'react';
import { useUiStrings } from '../locale/useUiStrings.ts';
import { MaskedField, type MaskedFieldProps } from './MaskedField.tsx';

export interface SmsCodeFieldProps extends Omit<MaskedFieldProps, 'mask' | 'label' | 'maxLength'> {
  /** The visible label; the built-in "SMS code" label by default. */
  label?: ReactNode | undefined;
  /** Digits in a code (spec section 9: 6). */
  length?: number | undefined;
}

/** A field for a code sent by SMS: digits only, offered by the phone's one-time-code autofill. */
export function SmsCodeField({
  label,
  length = 6,
  autoComplete = 'one-time-code',
  ...rest
}: SmsCodeFieldProps) {
  const strings = useUiStrings();
  return (
    <MaskedField
      mask="number"
      label={label ?? strings.smsCode}
      maxLength={length}
      autoComplete={autoComplete}
      {...rest}
    />
  );
}
