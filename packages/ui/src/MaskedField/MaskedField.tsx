import {
  type ChangeEvent,
  type CompositionEvent,
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  useId,
  useState,
} from 'react';
import { styled } from 'styled-components';
import { isComposing } from '../internal/isComposing.ts';
import { useControllableState } from '../internal/useControllableState.ts';
import { digitsOnly } from '../mask/digitsOnly.ts';
import { insertedText } from '../mask/insertedText.ts';
import { PHONE_MAX_DIGITS } from '../mask/maskPhone.ts';
import { type MaskKind, masks } from '../mask/masks.ts';
import { deleteDigit, digitsBefore, remask } from './caret.ts';
import { controlStyles, describedBy, Field } from './Field.tsx';

export interface MaskedFieldProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'value' | 'defaultValue' | 'onChange' | 'type' | 'maxLength' | 'children' | 'size'
  > {
  /** The visible label. */
  label: ReactNode;
  /** How the digits are shown (contract section 8); the value is always the raw digits. */
  mask: MaskKind;
  /** The raw digits; makes the field controlled. Anything but digits is dropped. */
  value?: string | undefined;
  /** The raw digits at first when uncontrolled. */
  defaultValue?: string | undefined;
  /** Called with the raw digits, e.g. `'4111111111111111'` while `'4111 1111 1111 1111'` shows. */
  onChange?: ((digits: string) => void) | undefined;
  /** Help under the field. */
  hint?: ReactNode | undefined;
  /** An error message under the field; marks the field invalid. */
  error?: ReactNode | undefined;
  /** The most digits accepted (the phone mask never takes more than 11). */
  maxLength?: number | undefined;
  /**
   * Rewrites what the field holds after each edit, before the mask reads its digits and cuts
   * them to `maxLength`: e.g. a pasted `+63 917 123 4567` into the national `09171234567`, which
   * the phone mask would otherwise cut to `63917123456`. When it rewrites, the caret goes last.
   */
  normalize?: ((typed: string) => string) | undefined;
  /** Classes for the field's outer box (label, control, hint and error), as `style` is. */
  className?: string | undefined;
  /** Inline styles for the field's outer box, where `className` goes too. */
  style?: CSSProperties | undefined;
  /** The name a form (`FormData`, a form action) sends the raw digits under. */
  name?: string | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
}

/** What browsers autofill into each mask when the caller names nothing. */
const AUTOCOMPLETE: Record<MaskKind, string> = {
  bankCard: 'cc-number',
  phone: 'tel-national',
  number: 'off',
};

const Input = styled.input`
  ${controlStyles}
  font-variant-numeric: tabular-nums;
`;

const inputTypeOf = (event: ChangeEvent<HTMLInputElement>) => {
  const native: Event = event.nativeEvent;
  return 'inputType' in native ? String(native.inputType) : '';
};

/**
 * A labelled text field for digits, shown through a mask (card groups of 4, phone 3-4-4)
 * while handing out the raw digits. The caret stays between the digits it was between.
 */
export function MaskedField({
  label,
  mask,
  value,
  defaultValue = '',
  onChange,
  hint,
  error,
  maxLength,
  normalize,
  id,
  className,
  style,
  autoComplete,
  inputMode = 'numeric',
  'aria-describedby': ariaDescribedBy,
  onCompositionEnd,
  ref,
  name,
  ...rest
}: MaskedFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const format = masks[mask];
  const limit = Math.min(
    maxLength ?? Number.POSITIVE_INFINITY,
    mask === 'phone' ? PHONE_MAX_DIGITS : Number.POSITIVE_INFINITY,
  );
  const [given, setDigits] = useControllableState({
    prop: value,
    defaultProp: defaultValue,
    onChange,
    caller: 'MaskedField',
  });
  const digits = digitsOnly(given).slice(0, limit);
  const shown = format(digits);
  // What an input method is composing stays as it is until committed: rewritten midway, the
  // composition restarts and the input method types its whole text again.
  const [composing, setComposing] = useState<string | null>(null);

  const take = (input: HTMLInputElement, inputType: string) => {
    const typed = input.value;
    const inserted = insertedText(shown, typed, input.selectionEnd ?? typed.length);
    const insertedWhole = normalize?.(inserted) ?? inserted;
    // A whole code or number pasted, or offered by the keyboard, takes the place of what the
    // field held: kept to the limit, the digits already there would win over it.
    const pastedWhole = digitsOnly(insertedWhole).length >= limit;
    const rewritten = pastedWhole ? insertedWhole : (normalize?.(typed) ?? typed);
    if (rewritten !== typed) {
      const whole = remask(rewritten, rewritten.length, format, limit);
      input.value = whole.text;
      if (input.ownerDocument.activeElement === input)
        input.setSelectionRange(whole.caret, whole.caret);
      if (whole.digits !== digits) setDigits(whole.digits);
      return;
    }
    // The end of the edit: after a drop, the browser leaves the dropped text selected.
    const caret = input.selectionEnd ?? input.value.length;
    let next = remask(input.value, caret, format, limit);
    if (next.digits === digits && input.value.length === shown.length - 1) {
      // Only a space went: remove the digit on its far side, which is what was meant.
      const forward = inputType === 'deleteContentForward';
      next = deleteDigit(digits, digitsBefore(input.value, caret) - (forward ? 0 : 1), format);
    }
    // Set now, so React finds the value already there and leaves the caret alone. The caret is
    // set even when nothing changed: that closes the browser's undo step, so undo never groups
    // keystrokes across the mask's rewrites, which it would replay onto text no longer there.
    input.value = next.text;
    if (input.ownerDocument.activeElement === input)
      input.setSelectionRange(next.caret, next.caret);
    if (next.digits !== digits) setDigits(next.digits);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (isComposing(event)) {
      setComposing(event.currentTarget.value);
      return;
    }
    setComposing(null);
    take(event.currentTarget, inputTypeOf(event));
  };

  const handleCompositionEnd = (event: CompositionEvent<HTMLInputElement>) => {
    setComposing(null);
    take(event.currentTarget, 'insertCompositionText');
    onCompositionEnd?.(event);
  };

  return (
    <Field
      controlId={inputId}
      label={label}
      hint={hint}
      error={error}
      className={className}
      style={style}
    >
      <Input
        ref={ref}
        id={inputId}
        type="text"
        inputMode={inputMode}
        autoComplete={autoComplete ?? AUTOCOMPLETE[mask]}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, { hint, error }, ariaDescribedBy)}
        {...rest}
        value={composing ?? shown}
        onChange={handleChange}
        onCompositionEnd={handleCompositionEnd}
      />
      {/* A form sends the digits under `name`, not the text as shown with its spaces. */}
      {name && <input type="hidden" name={name} value={digits} />}
    </Field>
  );
}
