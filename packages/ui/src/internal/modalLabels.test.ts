import { describe, expect, it } from 'vitest';
import { modalLabels } from './modalLabels.ts';

const ids = { title: 't', body: 'b' };

describe('modalLabels', () => {
  it('is named by the title and described by the content', () => {
    expect(modalLabels(ids, true, 'ignored')).toEqual({
      'aria-labelledby': 't',
      'aria-describedby': 'b',
    });
  });

  it('falls back to the label when there is no title', () => {
    expect(modalLabels(ids, false, 'Pick a date')).toEqual({
      'aria-label': 'Pick a date',
      'aria-describedby': 'b',
    });
  });

  it('is named by the content when it has neither', () => {
    expect(modalLabels(ids, false)).toEqual({ 'aria-labelledby': 'b' });
  });
});
