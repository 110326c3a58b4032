import { describe, expect, test } from 'vitest';
import { enStrings } from './en.ts';
import * as enLabels from './enLabels.ts';

describe('enLabels', () => {
  test('each label is the English table entry of the same key', () => {
    const labels = Object.entries(enLabels);
    expect(labels.length).toBeGreaterThan(0);
    for (const [key, text] of labels) {
      expect(Object.hasOwn(enStrings, key), key).toBe(true);
      expect(enStrings[key as keyof typeof enStrings], key).toBe(text);
    }
  });
});
