import type { MouseEvent, ReactNode } from 'react';
import { styled } from 'styled-components';
import { IconButton, LineIcon } from '../internal/IconButton.tsx';
import { useUiStrings } from '../locale/useUiStrings.ts';

export interface NavBarProps {
  /** The page's name, centred on the bar; an `h1` unless `titleAs` says otherwise. */
  title: ReactNode;
  /** Shows the back button; given the tap, whose `timeStamp` tells a double tap's twin. */
  onBack?: ((event: MouseEvent<HTMLButtonElement>) => void) | undefined;
  /** Accessible name of the back button; the built-in "Back" label by default. */
  backLabel?: string | undefined;
  /** Actions at the right end, e.g. a help link. */
  right?: ReactNode | undefined;
  /** The title's element: one `h1` per page by default. */
  titleAs?: 'h1' | 'h2' | 'div' | undefined;
  className?: string | undefined;
}

const Root = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: grid;
  grid-template-columns: minmax(max-content, 1fr) minmax(0, auto) minmax(max-content, 1fr);
  align-items: center;
  min-height: calc(48px + env(safe-area-inset-top));
  padding: env(safe-area-inset-top) max(${({ theme }) => theme.space.xs}, env(safe-area-inset-right))
    0 max(${({ theme }) => theme.space.xs}, env(safe-area-inset-left));
  background: ${({ theme }) => theme.color.gradient};
  color: ${({ theme }) => theme.color.onGradient};

  & *:focus-visible { outline-color: currentColor; }
`;

const Side = styled.div<{ $end?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $end }) => ($end ? 'flex-end' : 'flex-start')};
  min-width: 44px;
`;

const Title = styled.h1`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs}`};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: center;
  overflow-wrap: anywhere;
`;

const Back = styled(IconButton)`
  &:active { opacity: 0.7; }
`;

/**
 * Only a document without scripts reads what is in `<noscript>` (a frame sandboxed without
 * `allow-scripts`, a browser with scripts off): there the back button could do nothing.
 */
const NO_SCRIPT_RULE = '[data-navbar-back]{display:none}';

/**
 * The page header: title, back button and optional actions on the brand gradient. Sticky.
 * Served as HTML to a document that runs no script, it shows no back button.
 */
export function NavBar({
  title,
  onBack,
  backLabel,
  right,
  titleAs = 'h1',
  className,
}: NavBarProps) {
  const strings = useUiStrings();
  return (
    <Root className={className}>
      <Side>
        {onBack && (
          <>
            <Back aria-label={backLabel ?? strings.back} onClick={onBack} data-navbar-back="">
              <LineIcon d="M15 5l-7 7 7 7" size={24} />
            </Back>
            <noscript>
              <style>{NO_SCRIPT_RULE}</style>
            </noscript>
          </>
        )}
      </Side>
      <Title as={titleAs}>{title}</Title>
      <Side $end>{right}</Side>
    </Root>
  );
}
