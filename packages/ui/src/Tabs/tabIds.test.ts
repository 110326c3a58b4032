import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idToken, panelId, tabId } from './tabIds.ts';

describe('idToken', () => {
  it('keeps letters, digits and hyphens', () => {
    expect(idToken('card-Type-2')).toBe('card-Type-2');
  });

  it('escapes spaces and other characters', () => {
    expect(idToken('In progress')).toBe('In_20_progress');
    expect(idToken('a_b')).toBe('a_5f_b');
    expect(idToken('处理中')).toBe('_5904__7406__4e2d_');
  });

  it('never contains whitespace', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 24 }), (key) => {
        expect(idToken(key)).not.toMatch(/\s/);
      }),
    );
  });

  it('gives different tokens to different keys', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (a, b) => {
        fc.pre(a !== b);
        expect(idToken(a)).not.toBe(idToken(b));
      }),
    );
    expect(idToken('_20_')).not.toBe(idToken(' '));
  });
});

describe('tabId and panelId', () => {
  it('pair a tab with its own panel or with the shared one', () => {
    expect(tabId('complaints', 'Done')).toBe('complaints-tab-Done');
    expect(panelId('complaints', 'Done')).toBe('complaints-panel-Done');
    expect(panelId('card-type')).toBe('card-type-panel');
  });
});
