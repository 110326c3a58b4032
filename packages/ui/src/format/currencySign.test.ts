import { describe, expect, test } from 'vitest';
import { currencySign } from './currencySign.ts';

describe('currencySign', () => {
  test.each([1, '1'])('flag %j is the rupee', (flag) => {
    expect(currencySign(flag)).toBe('₹');
  });

  test.each([0, '0', 2, '2', 1.5, ' 1', '01', 1n, true, null, undefined, {}, []])(
    'flag %o is the peso',
    (flag) => {
      expect(currencySign(flag)).toBe('₱');
    },
  );
});
