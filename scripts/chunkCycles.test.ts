import { describe, expect, test } from 'vitest';
import { chunkCycles } from './chunkCycles.mjs';

const chunk = (file: string, imports: string[] = []) => ({ file, imports });

describe('chunkCycles', () => {
  test('a tree of imports, shared chunks included, has none', () => {
    expect(
      chunkCycles({
        'main.ts': chunk('assets/main.js', ['_boot', '_framework']),
        'Page.tsx': chunk('assets/Page.js', ['_framework', '_kit']),
        _kit: chunk('assets/kit.js', ['_framework']),
        _framework: chunk('assets/framework.js'),
        _boot: chunk('assets/boot.js'),
      }),
    ).toEqual([]);
  });

  test('names the chunks of a cycle in import order', () => {
    expect(
      chunkCycles({
        'main.ts': chunk('assets/main.js', ['_framework']),
        _framework: chunk('assets/framework.js', ['_pulse']),
        _pulse: chunk('assets/pulse.js', ['_framework']),
      }),
    ).toEqual([['assets/framework.js', 'assets/pulse.js', 'assets/framework.js']]);
  });

  test('finds a longer cycle and a chunk importing itself', () => {
    expect(
      chunkCycles({
        a: chunk('a.js', ['b']),
        b: chunk('b.js', ['c']),
        c: chunk('c.js', ['a']),
        d: chunk('d.js', ['d']),
      }),
    ).toEqual([
      ['a.js', 'b.js', 'c.js', 'a.js'],
      ['d.js', 'd.js'],
    ]);
  });
});
