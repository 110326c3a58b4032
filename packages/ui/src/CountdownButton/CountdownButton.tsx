import { type ReactNode, useEffect, useLayoutEffect, useState } from 'react';
import { styled } from 'styled-components';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import { useAnnouncement } from '../internal/useAnnouncement.ts';
import { VisuallyHidden } from '../internal/VisuallyHidden.ts';
import { useUiStrings } from '../locale/useUiStrings.ts';
import {
  readEnd,
  remainingSeconds,
  runCountdown,
  sessionStore,
  writeEnd,
} from './countdownClock.ts';

export interface CountdownButtonProps extends Omit<ButtonProps, 'onClick' | 'busy' | 'children'> {
  /** The label; the built-in "Get code" by default. */
  children?: ReactNode | undefined;
  /**
   * Sends the code. The countdown starts only when it returns (or resolves to) `true`;
   * the button is busy while a promise is pending. A rejection counts as a failure.
   */
  onStart: () => Promise<boolean> | boolean;
  /** Length of the countdown (spec section 9: 60 s). */
  seconds?: number | undefined;
  /** Called for a tap during the countdown, with the seconds left, e.g. to toast "do not resend". */
  onBlockedTap?: ((secondsLeft: number) => void) | undefined;
  /** Called when the countdown reaches 0. */
  onEnd?: (() => void) | undefined;
  /** The text shown while counting; the built-in "{seconds}s" by default. */
  formatRemaining?: ((secondsLeft: number) => string) | undefined;
  /**
   * The accessible name while counting: by default `formatRemaining`'s text when it is given
   * (the name then holds the words shown, WCAG 2.5.3), else the built-in "Resend in {seconds}
   * seconds". The start of the countdown is announced with it, else with the built-in sentence.
   */
  formatRemainingLabel?: ((secondsLeft: number) => string) | undefined;
  /**
   * Keeps the countdown's end in `sessionStorage` under this key, so that it resumes after a
   * remount or a page reload. Use one key per purpose, e.g. `'sms:login'`. `startStoredCountdown`
   * starts it before the button mounts, for a code an earlier step has sent.
   */
  storageKey?: string | undefined;
}

const Root = styled(Button)`
  font-variant-numeric: tabular-nums;

  &[aria-disabled='true'] {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.disabled};
    border-color: ${({ theme }) => theme.color.disabled};
    color: ${({ theme }) => theme.color.onDisabled};
  }
`;

const fill = (template: string, secondsLeft: number) =>
  template.replace('{seconds}', String(secondsLeft));

/**
 * "Get code": runs `onStart`, then counts down before another code can be asked for.
 * Taps while counting are ignored and reported through `onBlockedTap`.
 */
export function CountdownButton({
  children,
  onStart,
  seconds = 60,
  onBlockedTap,
  onEnd,
  formatRemaining,
  formatRemainingLabel,
  storageKey,
  ...rest
}: CountdownButtonProps) {
  const strings = useUiStrings();
  const spoken = (left: number) =>
    (formatRemainingLabel ?? formatRemaining)?.(left) ?? fill(strings.resendInLabel, left);
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [left, setLeft] = useState(0);
  const [announcement, setAnnouncement] = useAnnouncement();
  const { resendReady } = strings;

  useLayoutEffect(() => {
    if (!storageKey) return;
    const now = Date.now();
    const stored = readEnd(sessionStore(), storageKey, now, seconds);
    if (stored === null) return;
    setEndsAt(stored);
    setLeft(remainingSeconds(stored, now));
  }, [storageKey, seconds]);

  // Restarting when a prop changes is harmless: each tick re-reads the clock.
  useEffect(() => {
    if (endsAt === null) return;
    return runCountdown(endsAt, seconds, (secondsLeft) => {
      setLeft(secondsLeft);
      if (secondsLeft > 0) return;
      setEndsAt(null);
      setAnnouncement(resendReady);
      if (storageKey) writeEnd(sessionStore(), storageKey, null);
      onEnd?.();
    });
  }, [endsAt, seconds, storageKey, resendReady, onEnd, setAnnouncement]);

  const start = () => {
    const now = Date.now();
    const end = now + seconds * 1000;
    setEndsAt(end);
    setLeft(remainingSeconds(end, now));
    // The name must hold the words shown (WCAG 2.5.3); what is announced may say them in full.
    setAnnouncement(formatRemainingLabel?.(seconds) ?? fill(strings.resendInLabel, seconds));
    if (storageKey) writeEnd(sessionStore(), storageKey, end);
  };

  const counting = endsAt !== null && left > 0;

  const handleClick = () => {
    if (counting) {
      onBlockedTap?.(left);
      return;
    }
    const result = onStart();
    if (typeof result === 'boolean') {
      if (result) start();
      return;
    }
    return result.then((ok) => {
      if (ok === true) start();
    });
  };

  return (
    <>
      <Root {...rest} aria-disabled={counting || undefined} onClick={handleClick}>
        {counting ? (
          <>
            <span aria-hidden="true">
              {formatRemaining?.(left) ?? fill(strings.resendIn, left)}
            </span>
            <VisuallyHidden>{spoken(left)}</VisuallyHidden>
          </>
        ) : (
          (children ?? strings.getCode)
        )}
      </Root>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </>
  );
}
