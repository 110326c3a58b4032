import { type ChangeEvent, useId } from 'react';
import { styled } from 'styled-components';
import { HiddenInput } from '../internal/HiddenInput.ts';
import { useControllableState } from '../internal/useControllableState.ts';
import { useUiStrings } from '../locale/useUiStrings.ts';
import { StarIcon } from './StarIcon.tsx';
import { clampStars, starsLabel } from './starsLabel.ts';

export interface RateProps {
  /** Stars chosen, 0 for none; makes the rating controlled. */
  value?: number | undefined;
  /** Stars chosen at first when uncontrolled. */
  defaultValue?: number | undefined;
  /** A tap on a star, or the arrow keys: the stars now chosen, from 1. */
  onChange?: ((value: number) => void) | undefined;
  /** Shows the value as a picture that cannot be changed. */
  readOnly?: boolean | undefined;
  /** Number of stars. */
  count?: number | undefined;
  /** Accessible name of the group; the built-in "Rating" label by default. */
  label?: string | undefined;
  /** Star size in CSS pixels; taps land on at least 44 px whatever the size. */
  size?: number | undefined;
  /** Form field name; a generated one by default. */
  name?: string | undefined;
  /** The stars show but cannot be changed, e.g. while the chosen rating is being sent. */
  disabled?: boolean | undefined;
  /** Ids of what describes the group, e.g. an error or hint beside it. */
  'aria-describedby'?: string | undefined;
  className?: string | undefined;
}

const TOUCH_TARGET = 44;

const Row = styled.div`
  display: inline-flex;
  align-items: center;
`;

const Choice = styled.label<{ $target: number; $disabled: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $target }) => $target}px;
  height: ${({ $target }) => $target}px;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  touch-action: manipulation;
  -webkit-tap-highlight-color: transparent;
`;

const Mark = styled.span`
  display: block;
  border-radius: ${({ theme }) => theme.radius.sm};
  transition: transform ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

  ${HiddenInput}:focus + & {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  ${HiddenInput}:focus:not(:focus-visible) + & { outline: none; }
  ${HiddenInput}:active:enabled + & { transform: scale(0.9); }
  ${HiddenInput}:disabled + & { opacity: 0.5; }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** Star rating: a native radio group, or a picture of the value when read-only. */
export function Rate({
  value,
  defaultValue = 0,
  onChange,
  readOnly = false,
  count = 5,
  label,
  size = 28,
  name,
  disabled = false,
  'aria-describedby': describedBy,
  className,
}: RateProps) {
  const strings = useUiStrings();
  const generatedName = useId();
  const [chosen, setChosen] = useControllableState({
    prop: value,
    defaultProp: defaultValue,
    onChange,
    caller: 'Rate',
  });
  const total = Math.max(1, Math.floor(count));
  const current = clampStars(chosen, total);
  const stars = Array.from({ length: total }, (_, index) => index + 1);

  if (readOnly) {
    return (
      <Row role="img" aria-label={starsLabel(strings.stars, current, total)} className={className}>
        {stars.map((star) => (
          <StarIcon key={star} filled={star <= current} size={size} />
        ))}
      </Row>
    );
  }

  const choose = (event: ChangeEvent<HTMLInputElement>) => setChosen(Number(event.target.value));

  return (
    <Row
      role="radiogroup"
      aria-label={label ?? strings.rating}
      aria-describedby={describedBy}
      aria-disabled={disabled || undefined}
      className={className}
    >
      {stars.map((star) => (
        <Choice key={star} $target={Math.max(TOUCH_TARGET, size)} $disabled={disabled}>
          <HiddenInput
            type="radio"
            name={name ?? generatedName}
            value={star}
            checked={star === current}
            disabled={disabled}
            onChange={choose}
            aria-label={starsLabel(strings.stars, star, total)}
          />
          <Mark>
            <StarIcon filled={star <= current} size={size} />
          </Mark>
        </Choice>
      ))}
    </Row>
  );
}
