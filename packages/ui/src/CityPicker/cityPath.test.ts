import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CityNode,
  choosePath,
  isCompletePath,
  labelsFor,
  openLevel,
  optionsAt,
  resolvePath,
} from './cityPath.ts';

const places: CityNode[] = [
  {
    label: 'Luzon',
    value: 'LUZ',
    children: [
      {
        label: 'Metro Manila',
        value: 'NCR',
        children: [
          { label: 'Makati', value: 'MKT' },
          { label: 'Quezon City', value: 'QC' },
        ],
      },
      { label: 'Benguet', value: 'BEN', children: [{ label: 'Baguio', value: 'BAG' }] },
    ],
  },
  { label: 'Visayas', value: 'VIS', children: [{ label: 'Cebu', value: 'CEB', children: [] }] },
  { label: 'Abroad', value: 'ABR' },
];

describe('resolvePath', () => {
  it('finds the node of each level', () => {
    expect(resolvePath(places, ['LUZ', 'NCR', 'QC']).map((node) => node.label)).toEqual([
      'Luzon',
      'Metro Manila',
      'Quezon City',
    ]);
  });

  it('stops at the first value that is not at its level', () => {
    expect(resolvePath(places, ['LUZ', 'CEB', 'QC'])).toHaveLength(1);
    expect(resolvePath(places, ['NCR'])).toEqual([]);
    expect(resolvePath(places, ['ABR', 'MKT'])).toHaveLength(1);
  });
});

describe('labelsFor', () => {
  it('gives the labels of the chosen levels', () => {
    expect(labelsFor(places, ['LUZ', 'BEN'])).toEqual(['Luzon', 'Benguet']);
    expect(labelsFor(places, [])).toEqual([]);
    expect(labelsFor([], ['LUZ'])).toEqual([]);
  });
});

describe('isCompletePath', () => {
  it('is true only for a path that ends at a leaf', () => {
    expect(isCompletePath(places, ['LUZ', 'NCR', 'MKT'])).toBe(true);
    expect(isCompletePath(places, ['ABR'])).toBe(true);
    expect(isCompletePath(places, ['VIS', 'CEB'])).toBe(true);
    expect(isCompletePath(places, ['LUZ', 'NCR'])).toBe(false);
    expect(isCompletePath(places, ['LUZ', 'NCR', 'MKT', 'extra'])).toBe(false);
    expect(isCompletePath(places, [])).toBe(false);
  });
});

describe('optionsAt', () => {
  it('lists the children of the level above', () => {
    expect(optionsAt(places, [], 0)).toBe(places);
    expect(optionsAt(places, ['LUZ'], 1).map((node) => node.value)).toEqual(['NCR', 'BEN']);
    expect(optionsAt(places, ['LUZ', 'BEN', 'BAG'], 2).map((node) => node.value)).toEqual(['BAG']);
    expect(optionsAt(places, ['ABR'], 1)).toEqual([]);
    expect(optionsAt(places, ['nowhere'], 1)).toEqual([]);
  });
});

describe('choosePath', () => {
  it('replaces the level and clears the ones below', () => {
    expect(choosePath(['LUZ', 'NCR', 'MKT'], 1, 'BEN')).toEqual(['LUZ', 'BEN']);
    expect(choosePath([], 0, 'VIS')).toEqual(['VIS']);
  });

  it('keeps the levels below when the place already chosen is chosen again', () => {
    expect(choosePath(['LUZ', 'NCR', 'MKT'], 0, 'LUZ')).toEqual(['LUZ', 'NCR', 'MKT']);
    expect(choosePath(['LUZ', 'NCR', 'MKT'], 2, 'MKT')).toEqual(['LUZ', 'NCR', 'MKT']);
  });
});

describe('openLevel', () => {
  it('shows the leaf level of a complete path and the next level otherwise', () => {
    expect(openLevel(places, ['LUZ', 'NCR', 'QC'])).toBe(2);
    expect(openLevel(places, ['LUZ', 'NCR'])).toBe(2);
    expect(openLevel(places, ['LUZ'])).toBe(1);
    expect(openLevel(places, [])).toBe(0);
    expect(openLevel(places, ['gone', 'NCR'])).toBe(0);
  });
});

const tree: fc.Arbitrary<CityNode[]> = fc.letrec<{ nodes: CityNode[] }>((tie) => ({
  nodes: fc.uniqueArray(
    fc.record({
      label: fc.string({ maxLength: 6 }),
      value: fc.string({ minLength: 1, maxLength: 3 }),
      children: fc.option(tie('nodes'), { nil: undefined, depthSize: 'small' }),
    }),
    { selector: (node) => node.value, maxLength: 4 },
  ),
})).nodes;

/** Walks down `options` taking the child each number points at, while there are children. */
function walk(options: readonly CityNode[], picks: number[]): CityNode[] {
  const nodes: CityNode[] = [];
  let level = options;
  for (const pick of picks) {
    const node = level[pick % Math.max(level.length, 1)];
    if (!node) break;
    nodes.push(node);
    level = node.children ?? [];
  }
  return nodes;
}

describe('cascade properties', () => {
  it('resolves every path walked down the tree to the nodes walked', () => {
    fc.assert(
      fc.property(tree, fc.array(fc.nat(), { maxLength: 6 }), (options, picks) => {
        const nodes = walk(options, picks);
        const path = nodes.map((node) => node.value);
        expect(resolvePath(options, path)).toEqual(nodes);
        expect(labelsFor(options, path)).toEqual(nodes.map((node) => node.label));
        nodes.forEach((node, level) => {
          expect(optionsAt(options, path, level)).toContain(node);
        });
      }),
    );
  });

  it('calls a walked path complete exactly when it ends at a leaf', () => {
    fc.assert(
      fc.property(tree, fc.array(fc.nat(), { maxLength: 6 }), (options, picks) => {
        const nodes = walk(options, picks);
        const path = nodes.map((node) => node.value);
        const last = nodes.at(-1);
        const leaf = last !== undefined && (last.children ?? []).length === 0;
        expect(isCompletePath(options, path)).toBe(leaf);
        expect(openLevel(options, path)).toBe(leaf ? path.length - 1 : path.length);
      }),
    );
  });

  it('keeps only the levels above the one chosen, or the whole path for the place chosen there', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string(), { maxLength: 6 }),
        fc.nat(7),
        fc.string(),
        (path, level, value) => {
          const next = choosePath(path, level, value);
          if (path[level] === value) {
            expect(next).toEqual(path);
            return;
          }
          expect(next.at(-1)).toBe(value);
          expect(next.slice(0, -1)).toEqual(path.slice(0, level));
        },
      ),
    );
  });
});
