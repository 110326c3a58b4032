import { MaskedField, type MaskKind } from '@hiram/ui';
import { useId } from 'react';
import {
  describedBy,
  FieldBox,
  FieldError,
  FieldHint,
  FieldLabel,
  FieldRoot,
} from './fieldParts.tsx';
import { nationalPhone } from './formValues.ts';

export interface TextFieldProps {
  label: string;
  hint: string;
  /** Digits shown through this mask; free text when `null`. */
  mask: MaskKind | null;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** A typed field: digits through the item's mask, or free text. */
export function TextField({ label, hint, mask, value, onChange, error }: TextFieldProps) {
  const id = useId();
  if (mask) {
    return (
      <MaskedField
        label={label}
        hint={hint || undefined}
        mask={mask}
        normalize={mask === 'phone' ? nationalPhone : undefined}
        // An account's number: `cc-number` would offer the borrower's saved payment cards.
        autoComplete={mask === 'bankCard' ? 'off' : undefined}
        value={value}
        onChange={onChange}
        error={error}
      />
    );
  }
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <FieldRoot>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <FieldBox
        id={id}
        type="text"
        // Names and numbers as on an ID or a bank's records: nothing for a keyboard to 'correct'.
        autoCorrect="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
      />
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldRoot>
  );
}
