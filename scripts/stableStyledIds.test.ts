import { describe, expect, test } from 'vitest';
import { withStableStyledIds } from './stableStyledIds.mjs';

const ids = (code: string) =>
  [...code.matchAll(/componentId: '([^']+)'/g)].map((match) => match[1] ?? '');

describe('withStableStyledIds', () => {
  test('names every styled declaration: tags, wrapped components, type arguments, exports', () => {
    const code = [
      'const Card = styled.div`padding: 0;`;',
      'export const Title = styled.h2<{ $big: boolean }>`font-size: 1rem;`;',
      'const Close = styled(IconButton)`margin: 0;`;',
      "const Field = styled.input.attrs({ type: 'text' })`border: 0;`;",
    ].join('\n');
    const out = withStableStyledIds(code, '/packages/ui/src/Card/Card.tsx');
    expect(out).toContain("const Card = styled.div.withConfig({ componentId: 'Card-");
    expect(out).toMatch(/styled\.h2\.withConfig\(\{[^}]+\}\)<\{ \$big: boolean \}>`/);
    expect(out).toMatch(/styled\(IconButton\)\.withConfig\(\{[^}]+\}\)`margin/);
    expect(out).toMatch(/styled\.input\.withConfig\(\{[^}]+\}\)\.attrs\(/);
    expect(ids(out).map((id) => id.split('-')[0])).toEqual(['Card', 'Title', 'Close', 'Field']);
  });

  test('the same file gives the same ids on every run; another file gives others', () => {
    const code = 'const Row = styled.div``;';
    const once = ids(withStableStyledIds(code, '/apps/h5/src/screen/Section.tsx'));
    const again = ids(withStableStyledIds(code, '/apps/h5/src/screen/Section.tsx'));
    const elsewhere = ids(withStableStyledIds(code, '/apps/h5/src/screen/ScreenLayout.tsx'));
    expect(again).toEqual(once);
    expect(elsewhere).not.toEqual(once);
    expect(once[0]).toMatch(/^Row-[A-Za-z0-9]{6}$/);
  });

  test('leaves everything else alone', () => {
    const code = [
      "import { styled } from 'styled-components';",
      'const gap = styledGap(2);',
      '// a link-styled hint',
      'const tone = css`color: red;`;',
    ].join('\n');
    expect(withStableStyledIds(code, '/x.tsx')).toBe(code);
  });
});
