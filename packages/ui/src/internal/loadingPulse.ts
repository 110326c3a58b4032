import { css, keyframes } from 'styled-components';

const pulse = keyframes`50% { opacity: 0.55; }`;

/**
 * The breathing of a placeholder still loading. Opacity alone, so the compositor runs it: an
 * animated gradient or size repaints on the main thread every frame, the very thread a loading
 * page needs for its own code.
 */
export const loadingPulse = css`
  animation: ${pulse} 1.2s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
