import { createGlobalStyle } from 'styled-components';

/**
 * Base page styles for a web view: safe-area insets as `--safe-top`, `--safe-right`,
 * `--safe-bottom` and `--safe-left` (needs
 * `<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">`), for
 * the page's own edge-to-edge parts to pad themselves as the components do; dynamic viewport heights, no tap highlight, reduced motion honoured. What takes the focus, or an
 * anchor, stops clear of the sticky NavBar and the fixed FooterBar (`scroll-padding`).
 */
export const GlobalStyle = createGlobalStyle`
  :root {
    --safe-top: env(safe-area-inset-top, 0px);
    --safe-right: env(safe-area-inset-right, 0px);
    --safe-bottom: env(safe-area-inset-bottom, 0px);
    --safe-left: env(safe-area-inset-left, 0px);
    color-scheme: light;
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    scroll-padding: 64px 0 88px;
  }
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    min-height: 100vh;
    min-height: 100dvh;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.background};
    -webkit-tap-highlight-color: transparent;
    -webkit-font-smoothing: antialiased;
    overscroll-behavior-y: none;
  }
  button, input, select, textarea { font: inherit; color: inherit; }
  img, svg { display: block; max-width: 100%; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
