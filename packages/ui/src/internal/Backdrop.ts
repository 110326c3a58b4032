import { styled } from 'styled-components';

/** The full-screen tint behind a modal panel; the panel is its child. */
export const Backdrop = styled.div<{ $layer: 'popup' | 'dialog' }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme, $layer }) => theme.zIndex[$layer]};
  display: flex;
  background: ${({ theme }) => theme.color.overlay};
`;
