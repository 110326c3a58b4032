import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useLayoutEffect,
  useRef,
} from 'react';
import { styled } from 'styled-components';
import { HiddenInput } from '../internal/HiddenInput.ts';

export interface CheckboxProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'onChange' | 'children' | 'checked' | 'defaultChecked'
  > {
  /** The label; it may hold links, which open without toggling the box. */
  children?: ReactNode | undefined;
  /** Makes the checkbox controlled. */
  checked?: boolean | undefined;
  /** Checked at first when uncontrolled. */
  defaultChecked?: boolean | undefined;
  /** A tap on the box or its label: whether it is now checked, and the input's change event. */
  onChange?: ((checked: boolean, event: ChangeEvent<HTMLInputElement>) => void) | undefined;
  /** Shows a dash and reads as "mixed", e.g. for "select all" when only some are selected. */
  indeterminate?: boolean | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
}

const TOUCH_TARGET = 44;
const BOX = 20;

/** Controls a label may hold; a click on one is theirs, not the checkbox's. */
const INTERACTIVE =
  'a[href], button, input, select, textarea, summary, [role="link"], [role="button"], [tabindex]';

const Root = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: flex-start;
  min-height: ${TOUCH_TARGET}px;
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.textMuted : theme.color.text)};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  touch-action: manipulation;
  -webkit-tap-highlight-color: transparent;
`;

const Control = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${TOUCH_TARGET}px;
  height: ${TOUCH_TARGET}px;
`;

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${BOX}px;
  height: ${BOX}px;
  border: 2px solid ${({ theme }) => theme.color.control};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: transparent;
  transition: background-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

  & > svg { display: none; }

  ${HiddenInput}:checked + &,
  ${HiddenInput}:indeterminate + & {
    border-color: ${({ theme }) => theme.color.focus};
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.onAccent};
  }
  ${HiddenInput}:checked:not(:indeterminate) + & > [data-mark='check'],
  ${HiddenInput}:indeterminate + & > [data-mark='dash'] {
    display: block;
  }
  ${HiddenInput}:disabled + & {
    border-color: ${({ theme }) => theme.color.onDisabled};
    background: ${({ theme }) => theme.color.disabled};
    color: ${({ theme }) => theme.color.onDisabled};
  }
  ${HiddenInput}:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

// The padding sits the first line centred on the 44px box.
const Text = styled.span`
  min-width: 0;
  padding: ${({ theme }) =>
    `calc((${TOUCH_TARGET}px - ${theme.font.size.md} * ${theme.font.lineHeight.normal}) / 2)`}
    ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm} 0;
  overflow-wrap: anywhere;

  & a {
    color: ${({ theme }) => theme.color.accentText};
    text-decoration: underline;
  }
`;

/**
 * A native checkbox drawn as a box with a check mark, and its label. Links in the label
 * open without toggling it.
 */
export function Checkbox({
  children,
  onChange,
  onClick,
  indeterminate = false,
  disabled = false,
  className,
  style,
  ref,
  ...rest
}: CheckboxProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const ignoreNextClick = useRef(false);

  const attach = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  // After every render: a click clears the DOM flag even when the prop stays set.
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  });

  // Browsers that pass a click on a link in a label on to the checkbox still must not toggle it.
  const handleLabelClick = (event: MouseEvent<HTMLLabelElement>) => {
    const target = event.target;
    if (!(target instanceof Element) || target === input.current) return;
    const control = target.closest(INTERACTIVE);
    if (!control || !event.currentTarget.contains(control)) return;
    ignoreNextClick.current = true;
    setTimeout(() => {
      ignoreNextClick.current = false;
    }, 0);
  };

  const handleInputClick = (event: MouseEvent<HTMLInputElement>) => {
    if (ignoreNextClick.current) {
      ignoreNextClick.current = false;
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <Root className={className} style={style} $disabled={disabled} onClick={handleLabelClick}>
      <Control>
        <HiddenInput
          ref={attach}
          type="checkbox"
          disabled={disabled}
          {...rest}
          onClick={handleInputClick}
          onChange={(event) => onChange?.(event.currentTarget.checked, event)}
        />
        <Mark aria-hidden="true">
          <svg
            aria-hidden="true"
            data-mark="check"
            width="14"
            height="14"
            viewBox="0 0 14 14"
            fill="none"
          >
            <path
              d="M2.5 7.5l3 3 6-7"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <svg
            aria-hidden="true"
            data-mark="dash"
            width="14"
            height="14"
            viewBox="0 0 14 14"
            fill="none"
          >
            <path d="M3 7h8" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </Mark>
      </Control>
      {children !== undefined && <Text>{children}</Text>}
    </Root>
  );
}
