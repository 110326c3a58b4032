import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { useUiStrings } from '../locale/useUiStrings.ts';

export interface AgreementLink {
  /** Passed to `onOpen` on a tap and matched by `pendingKey`; unique within `agreements`. */
  key: string;
  /** The link's text, e.g. the agreement's name. */
  title: ReactNode;
}

export interface AgreementConsentProps {
  /** The agreements linked under the box, in order; no links when empty. */
  agreements: readonly AgreementLink[];
  /** A link was tapped; the app decides how the agreement's page opens. */
  onOpen: (key: string) => void;
  /** Makes the box controlled. */
  checked?: boolean | undefined;
  /** Whether the box is checked at first when uncontrolled; `true` by default. */
  defaultChecked?: boolean | undefined;
  /** A tap on the box or its label: whether it is now checked. */
  onChange?: ((checked: boolean) => void) | undefined;
  /** The checkbox's label; the built-in "I have read and agree to the agreements" by default. */
  label?: ReactNode | undefined;
  /** Names the list of links; the built-in "Agreements" by default. */
  listLabel?: string | undefined;
  /** The agreement whose page is on its way: its link reads as busy and ignores taps. */
  pendingKey?: string | undefined;
  className?: string | undefined;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
`;

// The left padding lines the links up with the label, past the 44px box.
const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0 0 0 44px;
  list-style: none;

  & > li { min-width: 0; max-width: 100%; }
`;

/** A title is the server's text: one long word of it breaks rather than run off the screen. */
const LinkButton = styled.button`
  max-width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.accentText};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: start;
  overflow-wrap: anywhere;
  text-decoration: underline;
  cursor: pointer;
  touch-action: manipulation;

  &[aria-busy='true'] { cursor: progress; text-decoration-style: dotted; }
`;

/** The consent checkbox, checked unless told otherwise, and the links to the agreements. */
export function AgreementConsent({
  agreements,
  onOpen,
  checked,
  defaultChecked = true,
  onChange,
  label,
  listLabel,
  pendingKey,
  className,
}: AgreementConsentProps) {
  const strings = useUiStrings();
  const state = checked === undefined ? { defaultChecked } : { checked };
  return (
    <Root className={className}>
      <Checkbox {...state} onChange={(next) => onChange?.(next)}>
        {label ?? strings.agreeTo}
      </Checkbox>
      {agreements.length > 0 && (
        <Links aria-label={listLabel ?? strings.agreements}>
          {agreements.map(({ key, title }) => (
            <li key={key}>
              <LinkButton
                type="button"
                aria-busy={pendingKey === key || undefined}
                onClick={() => {
                  if (pendingKey !== key) onOpen(key);
                }}
              >
                {title}
              </LinkButton>
            </li>
          ))}
        </Links>
      )}
    </Root>
  );
}
