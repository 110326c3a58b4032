import { createTheme } from '@hiram/ui';
import { describe, expect, test } from 'vitest';
import { brandFromEnv } from '../src/config/brandFromEnv.ts';
import { themeModule } from './precomputedTheme.ts';

const env = {
  VITE_APP_NAME: 'Tala',
  VITE_THEME_GRADIENT: '#7c3aed, #db2777',
  VITE_THEME_ACCENT: '#7c3aed',
  VITE_THEME_FONT: '#1f2937',
};

async function load(code: string): Promise<unknown> {
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  return ((await import(/* @vite-ignore */ url)) as { appTheme: unknown }).appTheme;
}

describe('themeModule', () => {
  test('exports the theme appTheme.ts works out at run time, as data', async () => {
    const code = themeModule(env);
    expect(code).not.toMatch(/import|function|=>/);
    expect(await load(code)).toEqual(createTheme(brandFromEnv(env)));
  });

  test("a brand's colours give that brand's theme", async () => {
    const other = { ...env, VITE_THEME_ACCENT: '#0f766e' };
    expect(await load(themeModule(other))).toEqual(createTheme(brandFromEnv(other)));
    expect(await load(themeModule(other))).not.toEqual(await load(themeModule(env)));
  });

  test('a build without the brand colours fails, as the app would', () => {
    expect(() => themeModule({ ...env, VITE_THEME_GRADIENT: '' })).toThrow(/VITE_THEME_GRADIENT/);
  });
});
