import type { CSSProperties, ReactNode } from 'react';
import { css, styled } from 'styled-components';

export interface FieldProps {
  /** The id of the control the label names. */
  controlId: string;
  label: ReactNode;
  hint?: ReactNode | undefined;
  error?: ReactNode | undefined;
  /** Shown under the control at the end of the hint's row, e.g. a counter. */
  aside?: ReactNode | undefined;
  className?: string | undefined;
  style?: CSSProperties | undefined;
  children: ReactNode;
}

const hintId = (controlId: string) => `${controlId}-hint`;
const errorId = (controlId: string) => `${controlId}-error`;

/** The `aria-describedby` of a field's control: its hint, then what `more` adds, then its error. */
export function describedBy(
  controlId: string,
  { hint, error }: { hint?: ReactNode; error?: ReactNode },
  ...more: (string | false | undefined)[]
): string | undefined {
  const ids = [
    hint ? hintId(controlId) : undefined,
    ...more,
    error ? errorId(controlId) : undefined,
  ];
  return ids.filter(Boolean).join(' ') || undefined;
}

/**
 * The look of a text input or text area, shared so that fields line up. The 16px text
 * keeps iOS Safari from zooming in on focus. Its own `box-sizing`: a host page that leaves out
 * `GlobalStyle` keeps a full-width field inside its box.
 */
export const controlStyles = css(
  ({ theme }) => `
  display: block;
  box-sizing: border-box;
  width: 100%;
  min-height: 44px;
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.color.control};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  font-size: ${theme.font.size.md};
  transition: border-color ${theme.motion.fast} ${theme.motion.easing};
  appearance: none;

  &::placeholder { color: ${theme.color.textMuted}; opacity: 1; }
  &:focus { border-color: ${theme.color.focus}; }
  &[aria-invalid='true'] { border-color: ${theme.color.danger}; }
  &[readonly] { background: ${theme.color.background}; }
  &:disabled {
    border-color: ${theme.color.disabled};
    background: ${theme.color.disabled};
    color: ${theme.color.onDisabled};
    -webkit-text-fill-color: ${theme.color.onDisabled};
    opacity: 1;
    cursor: not-allowed;
  }
  @media (prefers-reduced-motion: reduce) { transition: none; }
`,
);

/** Label, hint and error share the field's small text; the control sets its own size. */
const Root = styled.div(
  ({ theme }) => `
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  min-width: 0;
  color: ${theme.color.text};
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
`,
);

const Label = styled.label(({ theme }) => `font-weight: ${theme.font.weight.medium};`);

/** The hint, then the aside at the end of the row. */
const Below = styled.div(({ theme }) => `display: flex; gap: ${theme.space.sm};`);

const Hint = styled.div(({ theme }) => `flex: 1; color: ${theme.color.textMuted};`);

const ErrorText = styled.div(({ theme }) => `color: ${theme.color.danger};`);

/** A visible label over a control, with an optional hint, aside and error message under it. */
export function Field({
  controlId,
  label,
  hint,
  error,
  aside,
  className,
  style,
  children,
}: FieldProps) {
  return (
    <Root className={className} style={style}>
      <Label htmlFor={controlId}>{label}</Label>
      {children}
      {(hint || aside) && (
        <Below>
          {hint && <Hint id={hintId(controlId)}>{hint}</Hint>}
          {aside}
        </Below>
      )}
      {error && <ErrorText id={errorId(controlId)}>{error}</ErrorText>}
    </Root>
  );
}
