import { createTheme } from '@hiram/ui';
import { brandFromEnv } from '../config/brandFromEnv.ts';

/** The brand's theme, from the build's env. */
export const appTheme = createTheme(
  // Each variable on its own: the whole `import.meta.env` would inline every variable here.
  brandFromEnv({
    VITE_APP_NAME: import.meta.env.VITE_APP_NAME,
    VITE_THEME_GRADIENT: import.meta.env.VITE_THEME_GRADIENT,
    VITE_THEME_ACCENT: import.meta.env.VITE_THEME_ACCENT,
    VITE_THEME_FONT: import.meta.env.VITE_THEME_FONT,
  }),
);
