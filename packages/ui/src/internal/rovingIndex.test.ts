import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moveForKey, type RovingMove, rovingIndex } from './rovingIndex.ts';

const moves: RovingMove[] = ['next', 'previous', 'first', 'last'];
const list = fc.array(fc.boolean(), { maxLength: 12 });
const enabledIndexes = (disabled: boolean[]) =>
  disabled.flatMap((off, index) => (off ? [] : [index]));

describe('moveForKey', () => {
  it('maps the arrows of the list direction, Home and End', () => {
    expect(moveForKey('ArrowDown', 'vertical')).toBe('next');
    expect(moveForKey('ArrowUp', 'vertical')).toBe('previous');
    expect(moveForKey('ArrowRight', 'horizontal')).toBe('next');
    expect(moveForKey('ArrowLeft', 'horizontal')).toBe('previous');
    expect(moveForKey('Home', 'horizontal')).toBe('first');
    expect(moveForKey('End', 'vertical')).toBe('last');
  });

  it('ignores arrows across the list and other keys', () => {
    expect(moveForKey('ArrowRight', 'vertical')).toBeUndefined();
    expect(moveForKey('ArrowDown', 'horizontal')).toBeUndefined();
    expect(moveForKey('Enter', 'vertical')).toBeUndefined();
    expect(moveForKey('constructor', 'vertical')).toBeUndefined();
  });
});

describe('rovingIndex', () => {
  const none = [false, false, false, false];

  it('steps to the neighbour and stops at the ends without wrapping', () => {
    expect(rovingIndex('next', 1, none, false)).toBe(2);
    expect(rovingIndex('previous', 1, none, false)).toBe(0);
    expect(rovingIndex('next', 3, none, false)).toBe(3);
    expect(rovingIndex('previous', 0, none, false)).toBe(0);
  });

  it('wraps around the ends when asked', () => {
    expect(rovingIndex('next', 3, none, true)).toBe(0);
    expect(rovingIndex('previous', 0, none, true)).toBe(3);
  });

  it('skips disabled items', () => {
    const disabled = [true, false, true, false, true];
    expect(rovingIndex('first', 3, disabled, false)).toBe(1);
    expect(rovingIndex('last', 1, disabled, false)).toBe(3);
    expect(rovingIndex('next', 1, disabled, false)).toBe(3);
    expect(rovingIndex('next', 3, disabled, false)).toBe(3);
    expect(rovingIndex('next', 3, disabled, true)).toBe(1);
  });

  it('has nowhere to go in an empty or fully disabled list', () => {
    expect(rovingIndex('next', 0, [], true)).toBeUndefined();
    expect(rovingIndex('first', 0, [true, true], false)).toBeUndefined();
  });

  it('always lands on an enabled item when there is one', () => {
    fc.assert(
      fc.property(list, fc.constantFrom(...moves), fc.nat(14), fc.boolean(), (d, m, c, w) => {
        const result = rovingIndex(m, c, d, w);
        if (enabledIndexes(d).length === 0) expect(result).toBeUndefined();
        else expect(d[result ?? -1]).toBe(false);
      }),
    );
  });

  it('Home and End land on the first and last enabled items', () => {
    fc.assert(
      fc.property(list, fc.nat(14), (disabled, current) => {
        const enabled = enabledIndexes(disabled);
        expect(rovingIndex('first', current, disabled, false)).toBe(enabled[0]);
        expect(rovingIndex('last', current, disabled, false)).toBe(enabled.at(-1));
      }),
    );
  });

  it('next from an enabled item lands on the nearest enabled item after it', () => {
    fc.assert(
      fc.property(list, fc.nat(11), (disabled, seed) => {
        const enabled = enabledIndexes(disabled);
        fc.pre(enabled.length > 0);
        const current = enabled[seed % enabled.length] ?? 0;
        const after = enabled.find((index) => index > current);
        expect(rovingIndex('next', current, disabled, false)).toBe(after ?? current);
        expect(rovingIndex('next', current, disabled, true)).toBe(after ?? enabled[0]);
      }),
    );
  });

  it('previous undoes next between enabled items inside the list', () => {
    fc.assert(
      fc.property(list, fc.nat(11), (disabled, seed) => {
        const enabled = enabledIndexes(disabled);
        fc.pre(enabled.length > 1);
        const current = enabled[seed % (enabled.length - 1)] ?? 0;
        const next = rovingIndex('next', current, disabled, false) ?? -1;
        expect(rovingIndex('previous', next, disabled, false)).toBe(current);
      }),
    );
  });
});
