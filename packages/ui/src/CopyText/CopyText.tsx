import { type ReactNode, useId } from 'react';
import { styled } from 'styled-components';
import { useCopy } from '../clipboard/useCopy.ts';
import { useUiStrings } from '../locale/useUiStrings.ts';

export interface CopyTextProps {
  /** What goes on the clipboard. */
  text: string;
  /** What is shown; `text` by default. */
  children?: ReactNode | undefined;
  /** Called after each tap with whether the text reached the clipboard. */
  onCopy?: ((success: boolean) => void) | undefined;
  /** The button's label; the built-in "Copy" by default. */
  copyLabel?: string | undefined;
  /** Shown for a moment after a copy; the built-in "Copied" by default. */
  copiedLabel?: string | undefined;
  /** Shown for a moment when copying fails; the built-in "Copy failed" by default. */
  failedLabel?: string | undefined;
  /** How long the outcome stays on screen, in milliseconds. */
  feedbackDuration?: number | undefined;
  className?: string | undefined;
}

const Root = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space.sm};
  max-width: 100%;
`;

// `user-select: all`: a long press selects the whole value when copying is blocked.
const Value = styled.span`
  min-width: 0;
  color: ${({ theme }) => theme.color.text};
  overflow-wrap: anywhere;
  user-select: all;
  -webkit-user-select: all;
`;

const CopyButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.accentText};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  touch-action: manipulation;
`;

const Status = styled.span<{ $failed: boolean }>`
  color: ${({ $failed, theme }) => ($failed ? theme.color.danger : theme.color.success)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Inline text with a button that copies it. */
export function CopyText({
  text,
  children,
  onCopy,
  copyLabel,
  copiedLabel,
  failedLabel,
  feedbackDuration = 2000,
  className,
}: CopyTextProps) {
  const strings = useUiStrings();
  const { status, copy } = useCopy(onCopy, feedbackDuration);
  const valueId = useId();
  return (
    <Root className={className}>
      <Value id={valueId}>{children ?? text}</Value>
      <CopyButton type="button" aria-describedby={valueId} onClick={() => copy(text)}>
        {copyLabel ?? strings.copy}
      </CopyButton>
      <Status role="status" aria-live="polite" $failed={status === 'failed'}>
        {status === 'copied' && (copiedLabel ?? strings.copied)}
        {status === 'failed' && (failedLabel ?? strings.copyFailed)}
      </Status>
    </Root>
  );
}
