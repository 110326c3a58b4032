import { useId } from 'react';
import { styled } from 'styled-components';
import {
  describedBy,
  FieldBox,
  FieldError,
  FieldHint,
  FieldLabel,
  FieldRoot,
  Placeholder,
} from './fieldParts.tsx';

export interface ChoiceFieldProps {
  label: string;
  hint: string;
  /** What is chosen, as shown; '' for nothing yet. */
  value: string;
  /** Shown while nothing is chosen. */
  placeholder: string;
  onOpen: () => void;
  error: string | undefined;
}

const Chevron = styled.span`
  flex: none;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A field filled in a picker: the button shows the choice and opens the picker. */
export function ChoiceField({ label, hint, value, placeholder, onOpen, error }: ChoiceFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <FieldRoot>
      <FieldLabel id={`${id}-label`} as="span">
        {label}
      </FieldLabel>
      <FieldBox
        as="button"
        type="button"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        aria-haspopup="dialog"
        aria-invalid={error ? true : undefined}
        onClick={onOpen}
      >
        <span id={`${id}-value`}>{value || <Placeholder>{placeholder}</Placeholder>}</span>
        <Chevron aria-hidden="true">›</Chevron>
      </FieldBox>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldRoot>
  );
}
