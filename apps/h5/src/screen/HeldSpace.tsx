import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Stack = styled.div`
  display: grid;

  & > * {
    grid-area: 1 / 1;
    min-width: 0;
  }
`;

const Hidden = styled.div`
  visibility: hidden;
`;

/**
 * Shows `children` in at least the space `shape` takes; the shape itself is neither seen nor
 * read. A placeholder or a notice held to the size of the content that may replace it: the
 * swap moves nothing below (CLS 0).
 */
export function HeldSpace({ shape, children }: { shape: ReactNode; children: ReactNode }) {
  return (
    <Stack>
      <Hidden aria-hidden="true">{shape}</Hidden>
      {children}
    </Stack>
  );
}
