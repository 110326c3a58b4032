import type { BrandConfig } from '@hiram/ui';

export interface BrandEnv {
  VITE_APP_NAME: string;
  VITE_THEME_GRADIENT: string;
  VITE_THEME_ACCENT: string;
  VITE_THEME_FONT: string;
}

/** Reads the brand colours of contract section 3; the gradient is two hex stops, comma-separated. */
export function brandFromEnv(env: BrandEnv): BrandConfig {
  const [start, end] = env.VITE_THEME_GRADIENT.split(',').map((stop) => stop.trim());
  if (!start) throw new Error('VITE_THEME_GRADIENT must name one or two colours');
  return {
    name: env.VITE_APP_NAME,
    gradient: [start, end || start],
    accent: env.VITE_THEME_ACCENT.trim(),
    font: env.VITE_THEME_FONT.trim(),
  };
}
