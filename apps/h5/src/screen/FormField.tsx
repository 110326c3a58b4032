import {
  type ChangeEvent,
  type CompositionEvent,
  type InputHTMLAttributes,
  useId,
  useRef,
  useState,
} from 'react';
import { styled } from 'styled-components';
import { useEarlyInput } from './useEarlyInput.ts';

/** Spaced as `@hiram/ui`'s fields are, so a button beside either lines up (`FieldRow`). */
const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Input = styled.input`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.control};
  border-radius: ${({ theme }) => theme.radius.control};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};

  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.color.danger}; }
`;

const Area = styled.textarea`
  min-height: 6rem;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.control};
  border-radius: ${({ theme }) => theme.radius.control};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  resize: vertical;

  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.color.danger}; }
`;

/** A field with its hint under it: apart from the label, so the hint is not part of the name. */
const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const ErrorText = styled(Hint)`
  color: ${({ theme }) => theme.color.danger};
`;

export type FormFieldProps = {
  label: string;
  value: string;
  /** The field's text after an edit, and where the caret stands in it (its end when unknown). */
  onValue: (value: string, caret?: number) => void;
  /** What the field takes (a format, a length), shown under it while the borrower types. */
  hint?: string;
  /** Why what was typed was refused, under the field; marks it invalid. */
  error?: string | undefined;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'type'
  | 'inputMode'
  | 'autoComplete'
  | 'autoCapitalize'
  | 'autoCorrect'
  | 'spellCheck'
  | 'name'
  | 'maxLength'
  | 'enterKeyHint'
>;

/** A labelled text input of a simple form (the site's, the promotion landing's). */
export function FormField({ label, value, onValue, hint, error, ...attributes }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const input = useRef<HTMLInputElement>(null);
  useEarlyInput(input, value, onValue, attributes.name);
  // What an input method is composing stays as it is until committed: rewritten midway, the
  // composition restarts and the input method types its whole text again.
  const [composing, setComposing] = useState<string | null>(null);
  const take = (field: HTMLInputElement) => {
    const typed = field.value;
    const fromEnd = typed.length - (field.selectionEnd ?? typed.length);
    onValue(typed, typed.length - fromEnd);
    // Once React has put the kept text in (a refused key, a dropped sign), the caret stays as far
    // from the end as it was, not thrown to the end.
    queueMicrotask(() => {
      if (field.value === typed || field.ownerDocument.activeElement !== field) return;
      const caret = Math.max(0, field.value.length - fromEnd);
      field.setSelectionRange(caret, caret);
    });
  };
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const native: Event = event.nativeEvent;
    if ('isComposing' in native && native.isComposing === true) {
      setComposing(event.target.value);
      return;
    }
    setComposing(null);
    take(event.target);
  };
  const compositionEnd = (event: CompositionEvent<HTMLInputElement>) => {
    setComposing(null);
    take(event.currentTarget);
  };
  const field = (
    <Label htmlFor={id}>
      {label}
      <Input
        ref={input}
        id={id}
        value={composing ?? value}
        onChange={change}
        onCompositionEnd={compositionEnd}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        {...attributes}
      />
    </Label>
  );
  // One shape whether or not a message shows: the input must not be remounted as one comes or goes.
  return (
    <Field>
      {field}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}

/** A labelled multi-line input of a simple form. */
export function FormTextArea({
  label,
  value,
  onValue,
  name,
  error,
}: Pick<FormFieldProps, 'label' | 'value' | 'onValue' | 'name' | 'error'>) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const area = useRef<HTMLTextAreaElement>(null);
  useEarlyInput(area, value, onValue, name);
  const field = (
    <Label htmlFor={id}>
      {label}
      <Area
        ref={area}
        id={id}
        name={name}
        value={value}
        onChange={(event) => onValue(event.target.value, event.target.selectionEnd ?? undefined)}
        aria-describedby={errorId}
        aria-invalid={error ? true : undefined}
      />
    </Label>
  );
  return (
    <Field>
      {field}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}
