// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the fixtures are source code with interpolations
import { describe, expect, test } from 'vitest';
import { minifyStyledCss } from './minifyStyledCss.ts';

describe('minifyStyledCss', () => {
  test('drops the indentation in styled templates, lines and interpolations kept', () => {
    const code = [
      'const Root = styled.div<{ $gap: number }>`',
      '  display: flex;',
      '  gap: ${({ $gap }) => $gap}px;',
      '`;',
    ].join('\n');
    expect(minifyStyledCss(code, '/a.tsx')).toBe(
      [
        'const Root = styled.div<{ $gap: number }>`',
        'display: flex;',
        'gap: ${({ $gap }) => $gap}px;',
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
    const out = minifyStyledCss(code, '/b.tsx');
    expect(out).not.toMatch(/\n[ \t]+/);
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
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
    expect(minifyStyledCss(code, '/c.ts')).toBe(code);
  });
});
