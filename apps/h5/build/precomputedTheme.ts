import type { Plugin } from 'vite';
import { createTheme } from '../../../packages/ui/src/theme/createTheme.ts';
import { type BrandEnv, brandFromEnv } from '../src/config/brandFromEnv.ts';

const APP_THEME = /\/src\/app\/appTheme\.ts$/;

/** What `src/app/appTheme.ts` becomes in a build: the brand's theme, worked out once, as data. */
export function themeModule(env: BrandEnv): string {
  return `export const appTheme = ${JSON.stringify(createTheme(brandFromEnv(env)))};\n`;
}

/**
 * The brand's theme as data in the build, so no page ships the colour maths that derives it
 * (`createTheme` and its contrast helpers, 1.8 KB gzip of every first load). Tests and Storybook
 * run `appTheme.ts` as written, which gives the same theme.
 */
export function precomputedTheme(env: BrandEnv): Plugin {
  return {
    name: 'hiram-precomputed-theme',
    enforce: 'pre',
    transform(_code, id) {
      return APP_THEME.test(id) ? { code: themeModule(env), map: null } : undefined;
    },
  };
}
