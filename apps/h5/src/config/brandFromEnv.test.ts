import { describe, expect, test } from 'vitest';
import { brandFromEnv } from './brandFromEnv.ts';

const env = {
  VITE_APP_NAME: 'Acme',
  VITE_THEME_GRADIENT: '#111111, #222222',
  VITE_THEME_ACCENT: ' #333333 ',
  VITE_THEME_FONT: '#444444',
};

describe('brandFromEnv', () => {
  test('splits the gradient into two trimmed stops', () => {
    expect(brandFromEnv(env)).toEqual({
      name: 'Acme',
      gradient: ['#111111', '#222222'],
      accent: '#333333',
      font: '#444444',
    });
  });

  test('a single colour becomes a flat gradient', () => {
    expect(brandFromEnv({ ...env, VITE_THEME_GRADIENT: '#abcdef' }).gradient).toEqual([
      '#abcdef',
      '#abcdef',
    ]);
  });

  test('an empty gradient is a configuration error', () => {
    expect(() => brandFromEnv({ ...env, VITE_THEME_GRADIENT: '' })).toThrow(/VITE_THEME_GRADIENT/);
  });
});
