import {
  type ChangeEvent,
  type CompositionEvent,
  type CSSProperties,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
  useRef,
} from 'react';
import { styled } from 'styled-components';
import { isComposing } from '../internal/isComposing.ts';
import { useControllableState } from '../internal/useControllableState.ts';
import { useUiStrings } from '../locale/useUiStrings.ts';
import { controlStyles, describedBy, Field } from '../MaskedField/Field.tsx';
import { countGraphemes, truncateGraphemes } from './graphemes.ts';
import { limitEdit } from './limitEdit.ts';

export interface TextAreaCounterProps
  extends Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    'value' | 'defaultValue' | 'onChange' | 'maxLength' | 'children'
  > {
  /** The visible label. */
  label: ReactNode;
  /** The text; makes the field controlled. */
  value?: string | undefined;
  /** The text at first when uncontrolled. */
  defaultValue?: string | undefined;
  /**
   * Called with the new text. While an input method composes (e.g. pinyin), the text may run
   * past the limit for a moment; it is cut when the composition ends.
   */
  onChange?: ((value: string) => void) | undefined;
  /** The most characters, counted as people see them (an emoji is one); 200 by default. */
  maxLength?: number | undefined;
  /** Help under the field. */
  hint?: ReactNode | undefined;
  /** An error message under the field; marks the field invalid. */
  error?: ReactNode | undefined;
  /** Classes for the field's outer box (label, control, hint and error), as `style` is. */
  className?: string | undefined;
  /** Inline styles for the field's outer box, where `className` goes too. */
  style?: CSSProperties | undefined;
  /** What screen readers hear for the counter; the built-in "{count} of {max} characters". */
  formatCount?: ((count: number, max: number) => string) | undefined;
  ref?: Ref<HTMLTextAreaElement> | undefined;
}

const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 96px;
  resize: vertical;
`;

/** At the limit the counter turns to the warning tone, in bold so it is not told by colour alone. */
const Counter = styled.div<{ $full: boolean }>(
  ({ theme, $full }) => `
  margin-left: auto;
  color: ${$full ? theme.color.warning : theme.color.textMuted};
  font-weight: ${$full ? theme.font.weight.bold : theme.font.weight.regular};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`,
);

/**
 * A labelled text area with an "n/200" counter. Input past the limit is ignored, whether
 * typed or pasted; characters are counted as people see them.
 */
export function TextAreaCounter({
  label,
  value,
  defaultValue = '',
  onChange,
  maxLength = 200,
  hint,
  error,
  formatCount,
  id,
  className,
  style,
  rows = 4,
  'aria-describedby': ariaDescribedBy,
  onCompositionEnd,
  ref,
  ...rest
}: TextAreaCounterProps) {
  const strings = useUiStrings();
  const generatedId = useId();
  const areaId = id ?? generatedId;
  const counterId = `${areaId}-count`;
  const [text, setText] = useControllableState({
    prop: value,
    defaultProp: () => truncateGraphemes(defaultValue, maxLength),
    onChange,
    caller: 'TextAreaCounter',
  });
  const count = countGraphemes(text);
  // The text before an input method (e.g. pinyin) started composing: the limit applies once it ends.
  const beforeComposition = useRef<string | null>(null);

  /** Takes the text area's new value; with `limitFrom`, the text before the edit, limits it first. */
  const change = (area: HTMLTextAreaElement, limitFrom: string | null) => {
    if (limitFrom !== null) {
      beforeComposition.current = null;
      const limited = limitEdit(limitFrom, area.value, maxLength, area.selectionEnd);
      if (limited) {
        area.value = limited.text;
        if (area.ownerDocument.activeElement === area) {
          area.setSelectionRange(limited.caret, limited.caret);
        }
      }
    }
    setText(area.value);
  };

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const composing = isComposing(event);
    if (composing && beforeComposition.current === null) beforeComposition.current = text;
    change(event.currentTarget, composing ? null : (beforeComposition.current ?? text));
  };

  const handleCompositionEnd = (event: CompositionEvent<HTMLTextAreaElement>) => {
    if (beforeComposition.current !== null) change(event.currentTarget, beforeComposition.current);
    onCompositionEnd?.(event);
  };

  // The text area is described by the hidden sentence, not by the "12/200" drawn for the eye.
  // Read-only text (what the server holds) is no one's to shorten: no warning, however long.
  const counter = (
    <Counter $full={!rest.readOnly && count >= maxLength}>
      <span aria-hidden="true">
        {count}/{maxLength}
      </span>
      <span id={counterId} hidden>
        {formatCount?.(count, maxLength) ??
          strings.characterCount
            .replace('{count}', String(count))
            .replace('{max}', String(maxLength))}
      </span>
    </Counter>
  );

  return (
    <Field
      controlId={areaId}
      label={label}
      hint={hint}
      error={error}
      aside={counter}
      className={className}
      style={style}
    >
      <TextArea
        ref={ref}
        id={areaId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(areaId, { hint, error }, counterId, ariaDescribedBy)}
        {...rest}
        value={text}
        onChange={handleChange}
        onCompositionEnd={handleCompositionEnd}
      />
    </Field>
  );
}
