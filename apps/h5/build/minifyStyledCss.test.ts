// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the fixtures are source code with interpolations
import { describe, expect, test } from 'vitest';
import { minifyStyledCss } from './minifyStyledCss.ts';

describe('minifyStyledCss', () => {
  test('drops indentation, line breaks after a declaration or a block, and spaces after a colon or around a brace', () => {
    const code = [
      'const Root = styled.div<{ $gap: number }>`',
      '  display: flex;',
      '  gap: ${({ $gap }) => $gap}px;',
      '  padding: ${({ $gap }) => $gap}px',
      '    ${({ $gap }) => $gap}px;',
      '  &:focus { outline: none; }',
      '  color: red',
      '`;',
    ].join('\n');
    expect(minifyStyledCss(code, '/a.tsx').toString()).toBe(
      [
        'const Root = styled.div<{ $gap: number }>`',
        'display:flex;gap:${({ $gap }) => $gap}px;padding:${({ $gap }) => $gap}px',
        '${({ $gap }) => $gap}px;&:focus{outline:none;}color:red',
        '`;',
      ].join('\n'),
    );
  });

  test('css, keyframes, attrs and the function form, with the templates they build inside', () => {
    const code = [
      'const a = css`',
      '    color: red;',
      '`;',
      'const b = styled(Button).attrs({ type: "button" })(({ theme }) => `',
      '  margin: ${theme.space.md};',
      '  ${theme.dense && `',
      '    padding: 0;',
      '  `}',
      '`);',
      'const c = keyframes`',
      '  from { opacity: 0; }',
      '`;',
    ].join('\n');
    const out = minifyStyledCss(code, '/b.tsx').toString();
    expect(out).not.toMatch(/\n[ \t]+/);
    expect(out).toContain('css`\ncolor:red;`');
    expect(out).toContain('margin:${theme.space.md};${theme.dense && `\npadding:0;`}\n`');
    expect(out).toContain('keyframes`\nfrom{opacity:0;}`');
  });

  test('drops CSS comments', () => {
    const code = [
      'const Root = styled.div`',
      '  /* Room for the pointer. */',
      '  padding: 0; /* two',
      '  lines */ margin: 0;',
      '`;',
    ].join('\n');
    expect(minifyStyledCss(code, '/d.tsx').toString()).toBe(
      ['const Root = styled.div`', '', 'padding:0;  margin:0;`;'].join('\n'),
    );
  });

  test('keeps the spaces a selector or a value needs', () => {
    const code = [
      'const Root = styled.ul`',
      '  & > li + li:not(:last-child) a:hover { margin: 0 auto; }',
      '  @media (prefers-reduced-motion: reduce) { transition: none; }',
      '`;',
    ].join('\n');
    expect(minifyStyledCss(code, '/e.tsx').toString()).toBe(
      [
        'const Root = styled.ul`',
        '& > li + li:not(:last-child) a:hover{margin:0 auto;}@media (prefers-reduced-motion:reduce){transition:none;}`;',
      ].join('\n'),
    );
  });

  test('leaves every other template alone', () => {
    const code = [
      'const message = `',
      '  Dear borrower,',
      '`;',
      'const f = format`',
      '  x',
      '`;',
    ].join('\n');
    expect(minifyStyledCss(code, '/c.ts').hasChanged()).toBe(false);
  });
});
