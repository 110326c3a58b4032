import { bayaniBrand, createTheme, hiramBrand } from '@hiram/ui';
import { loadEnv } from 'vite';
import { expect, test } from 'vitest';
import type { BrandEnv } from '../src/config/brandFromEnv.ts';
import { faviconSvg } from './brandFavicon.ts';

const brandEnv = (mode: string) =>
  loadEnv(mode, new URL('..', import.meta.url).pathname, 'VITE_') as unknown as BrandEnv;

test("each brand's tab icon is its initial on its own colour", () => {
  const bayani = faviconSvg(brandEnv('bayani'));
  expect(bayani).toContain(`fill="${createTheme(bayaniBrand).color.gradientStart}"`);
  expect(bayani).toContain('>B</text>');
  expect(bayani).not.toContain(createTheme(hiramBrand).color.gradientStart);
  expect(faviconSvg(brandEnv('hiram'))).toContain('>H</text>');
});

test('a name is written as text, never as markup', () => {
  const env = { ...brandEnv('hiram'), VITE_APP_NAME: '<script>' };
  expect(faviconSvg(env)).toContain('>&#60;</text>');
});
