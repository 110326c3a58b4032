import { type ButtonHTMLAttributes, type MouseEvent, type Ref, useRef, useState } from 'react';
import { keyframes, styled } from 'styled-components';
import { type ButtonVariant, buttonLook } from '../internal/buttonLook.ts';
import { loading } from '../locale/enLabels.ts';
import { useUiLabels } from '../locale/useUiStrings.ts';

export type { ButtonVariant };

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  /** How strongly it stands out; `primary` (filled with the brand's accent) by default. */
  variant?: ButtonVariant | undefined;
  /** Full width. */
  block?: boolean | undefined;
  /** Shows a spinner and ignores taps. */
  busy?: boolean | undefined;
  /**
   * Looks and is announced as disabled (`aria-disabled`), yet stays focusable and still reports
   * its tap to `onClick`, so the screen can explain why nothing happens (e.g. with a toast).
   * Unlike `disabled`, which removes the button from the tab order and swallows taps.
   * An inactive submit button does not submit its form.
   */
  inactive?: boolean | undefined;
  /**
   * When it returns a promise the button stays busy until the promise settles,
   * so a second tap cannot send the same request twice.
   */
  onClick?: ((event: MouseEvent<HTMLButtonElement>) => unknown) | undefined;
  ref?: Ref<HTMLButtonElement> | undefined;
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Root = styled.button<{ $variant: ButtonVariant; $block: boolean }>`
  ${buttonLook}

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.disabled};
    border-color: ${({ theme }) => theme.color.disabled};
    color: ${({ theme }) => theme.color.onDisabled};
  }

  &[aria-busy='true'] { cursor: progress; }
`;

const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

function isPromise(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

/**
 * A button in the brand's look, at least 44 px tall. `type` is `button` by default, so it submits
 * a form only as `type="submit"`; while busy it shows a spinner and ignores taps.
 */
export function Button({
  variant = 'primary',
  block = false,
  busy = false,
  inactive = false,
  type = 'button',
  onClick,
  children,
  ref,
  ...rest
}: ButtonProps) {
  const strings = useUiLabels({ loading });
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const isBusy = busy || pending;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (isBusy || running.current) {
      event.preventDefault();
      return;
    }
    if (inactive) event.preventDefault();
    const result = onClick?.(event);
    if (!isPromise(result)) return;
    running.current = true;
    setPending(true);
    const settle = () => {
      running.current = false;
      setPending(false);
    };
    result.then(settle, settle);
  };

  return (
    <Root
      ref={ref}
      type={type}
      $variant={variant}
      $block={block}
      aria-busy={isBusy || undefined}
      aria-disabled={inactive || undefined}
      onClick={handleClick}
      {...rest}
    >
      {isBusy && <Spinner role="img" aria-label={strings.loading} />}
      {children}
    </Root>
  );
}
