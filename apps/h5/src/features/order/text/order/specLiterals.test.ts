import { expect, test } from 'vitest';
import id from './id.ts';

test("an empty rating is refused in the spec's words (section 8: 'Silakan pilih')", () => {
  expect(id['order.rating.choose']).toBe('Silakan pilih');
});
