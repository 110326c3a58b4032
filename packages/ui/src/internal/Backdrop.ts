import { styled } from 'styled-components';

/**
 * The full-screen tint behind a modal panel; the panel is its child. A panel just opened
 * (`data-entering`) takes no tap: the tap is the twin of the one that opened it, or meant for the
 * page. It reaches the backdrop, which ignores it too.
 */
export const Backdrop = styled.div<{ $layer: 'popup' | 'dialog' }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme, $layer }) => theme.zIndex[$layer]};
  display: flex;
  background: ${({ theme }) => theme.color.overlay};
  & > [data-entering] { pointer-events: none; }
`;
