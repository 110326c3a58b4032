import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { StatePanel } from '../internal/StatePanel.tsx';
import { useUiStrings } from '../locale/useUiStrings.ts';

export interface ErrorStateProps {
  /** The built-in "Something went wrong" label by default. */
  title?: ReactNode | undefined;
  /** What failed, e.g. the server's message (shown as text). */
  message?: ReactNode | undefined;
  /** Shows the Retry button; while a returned promise is pending the button is busy. */
  onRetry?: (() => unknown) | undefined;
  /** Keeps the Retry button busy, e.g. while the caller reloads. */
  retrying?: boolean | undefined;
  /** The built-in "Retry" label by default. */
  retryText?: ReactNode | undefined;
  className?: string | undefined;
}

const Icon = styled.svg`
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.danger};
`;

/** A failed load in place of the content, announced to screen readers, with a way to try again. */
export function ErrorState({
  title,
  message,
  onRetry,
  retrying = false,
  retryText,
  className,
}: ErrorStateProps) {
  const strings = useUiStrings();
  return (
    <StatePanel
      role="alert"
      className={className}
      picture={
        <Icon aria-hidden="true" width="56" height="56" viewBox="0 0 24 24" fill="none">
          <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="1.5" />
          <path
            d="M12 7v6M12 16.5v.5"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </Icon>
      }
      title={title ?? strings.errorTitle}
      text={message}
      action={
        onRetry && (
          <Button busy={retrying} onClick={onRetry}>
            {retryText ?? strings.retry}
          </Button>
        )
      }
    />
  );
}
