import type { Plugin } from 'vite';
import { describe, expect, test } from 'vitest';
import { shortStyledId, stableStyledIds } from './stableStyledIds.ts';

type Transform = (code: string, id: string) => { code: string } | null;

const transformOf = (plugin: Plugin): Transform => {
  const { transform } = plugin;
  if (!transform || typeof transform !== 'object') throw new Error('No transform');
  return transform.handler as unknown as Transform;
};

describe('shortStyledId', () => {
  test('a letter and five more: a valid class selector, the same on every build', () => {
    const id = shortStyledId('/apps/h5/src/screen/Section.tsx', 'Root');
    expect(id).toMatch(/^c[A-Za-z0-9]{5}$/);
    expect(shortStyledId('/apps/h5/src/screen/Section.tsx', 'Root')).toBe(id);
    expect(shortStyledId('/apps/h5/src/screen/Section.tsx', 'Heading')).not.toBe(id);
    expect(shortStyledId('/apps/h5/src/screen/ScreenLayout.tsx', 'Root')).not.toBe(id);
  });
});

describe('stableStyledIds', () => {
  const code = 'const Root = styled.div`margin: 0;`;';

  test('readable ids in development, short ones in a build', () => {
    const readable = transformOf(stableStyledIds('/repo'))(code, '/repo/apps/h5/src/A.tsx');
    expect(readable?.code).toMatch(/componentId: 'Root-[A-Za-z0-9]{6}'/);
    const short = transformOf(stableStyledIds('/repo', { short: true }))(
      code,
      '/repo/apps/h5/src/A.tsx',
    );
    expect(short?.code).toContain(`componentId: '${shortStyledId('/apps/h5/src/A.tsx', 'Root')}'`);
  });

  test('a module transformed again keeps its ids; leaves node_modules and other roots alone', () => {
    const transform = transformOf(stableStyledIds('/repo', { short: true }));
    const once = transform(code, '/repo/apps/h5/src/A.tsx');
    expect(transform(code, '/repo/apps/h5/src/A.tsx')).toEqual(once);
    expect(transform(code, '/repo/node_modules/x/A.tsx')).toBeNull();
    expect(transform(code, '/elsewhere/A.tsx')).toBeNull();
  });

  test('two components given the same short id fail the build, naming both', () => {
    const transform = transformOf(stableStyledIds('/repo', { short: true, idOf: () => 'cSAME1' }));
    expect(transform(code, '/repo/apps/h5/src/A.tsx')?.code).toContain("componentId: 'cSAME1'");
    expect(() => transform(code, '/repo/apps/h5/src/B.tsx')).toThrow(
      'Styled ids collide: /apps/h5/src/A.tsx#Root and /apps/h5/src/B.tsx#Root are both cSAME1',
    );
  });
});
