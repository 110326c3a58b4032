import { describe, expect, test } from 'vitest';
import { isWebTarget } from './productTarget.ts';

describe('isWebTarget', () => {
  test.each([
    'https://apply.example.com/products/12',
    'http://apply.example.com/',
    ' HTTPS://apply.example.com/',
  ])('%s is a web page', (target) => {
    expect(isWebTarget(target)).toBe(true);
  });

  test.each([
    'hiram://product/12',
    'product/12',
    '/loanConfirm?productId=12',
    'javascript:alert(1)',
    'httpfoo',
    'ftp://x.example/',
  ])('%s goes to the native app', (target) => {
    expect(isWebTarget(target)).toBe(false);
  });
});
