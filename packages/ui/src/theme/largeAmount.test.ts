import { expect, test } from 'vitest';
import { hiramBrand } from './brands.ts';
import { createTheme } from './createTheme.ts';
import { largeAmount } from './largeAmount.ts';

const theme = createTheme(hiramBrand);
const declarations = largeAmount
  .map((part) => (typeof part === 'function' ? part({ theme }) : part))
  .join('')
  .split(';')
  .map((declaration) => declaration.trim())
  .filter(Boolean);

test('a web view without container units still steps the amount down, by the screen width', () => {
  const sizes = declarations.filter((declaration) => declaration.startsWith('font-size'));
  // A browser drops a declaration whose unit it does not know and keeps the one before it.
  expect(sizes).toEqual(['font-size: min(28px, 8vw)', 'font-size: min(28px, 11cqi)']);
});
