import { type ReactNode, useRef } from 'react';
import { styled } from 'styled-components';
import { useScrollable } from './useScrollable.ts';

const Root = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} 0`};

  &:first-child { padding-top: ${({ theme }) => theme.space.lg}; }
  &:focus-visible { outline-offset: -3px; }
`;

/** A modal's content: scrolls inside the panel, and is a tab stop only when it scrolls. */
export function ModalBody({ id, children }: { id: string; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const scrollable = useScrollable(ref);
  return (
    <Root ref={ref} id={id} tabIndex={scrollable ? 0 : undefined}>
      {children}
    </Root>
  );
}
