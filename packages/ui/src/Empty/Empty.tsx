import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { StatePanel } from '../internal/StatePanel.tsx';
import { useUiStrings } from '../locale/useUiStrings.ts';

export interface EmptyAction {
  /** The button's label. */
  text: ReactNode;
  /** When it returns a promise the button stays busy until the promise settles. */
  onClick: () => unknown;
}

export interface EmptyProps {
  /** Replaces the built-in picture; decorative, so give it no text of its own. */
  icon?: ReactNode | undefined;
  /** The built-in "No data yet" label by default. */
  title?: ReactNode | undefined;
  /** A muted line under the title, e.g. what to do instead. */
  description?: ReactNode | undefined;
  /** A button under the text, e.g. to look at other products. */
  action?: EmptyAction | undefined;
  className?: string | undefined;
}

const Picture = styled.div`
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.control};
`;

function EmptyBox() {
  return (
    <svg
      aria-hidden="true"
      width="72"
      height="72"
      viewBox="0 0 72 72"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <path d="M12 30l8-16h32l8 16v26a4 4 0 0 1-4 4H16a4 4 0 0 1-4-4z" strokeLinejoin="round" />
      <path d="M12 30h16a8 8 0 0 0 16 0h16" strokeLinejoin="round" />
    </svg>
  );
}

/** What a list or page shows when it has nothing to show. */
export function Empty({ icon, title, description, action, className }: EmptyProps) {
  const strings = useUiStrings();
  return (
    <StatePanel
      className={className}
      picture={<Picture aria-hidden="true">{icon ?? <EmptyBox />}</Picture>}
      title={title ?? strings.emptyDefault}
      text={description}
      action={
        action && (
          <Button variant="secondary" onClick={action.onClick}>
            {action.text}
          </Button>
        )
      }
    />
  );
}
