import { describe, expect, test } from 'vitest';
import { isPrerenderedFor, prerenderAttributes } from './prerenderMark.ts';

/** `dataset` as the browser derives it from the attributes. */
function rootWith(attributes: Record<string, string>): Pick<HTMLElement, 'dataset'> {
  const dataset: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
    const key = name.replace(/^data-/, '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
    dataset[key] = value;
  }
  return { dataset };
}

describe('isPrerenderedFor', () => {
  const root = rootWith(prerenderAttributes({ route: 'loanDetail', locale: 'en' }));

  test('the same route in the same language hydrates', () => {
    expect(isPrerenderedFor(root, 'loanDetail', 'en')).toBe(true);
  });

  test.each([
    ['another route (the host fallback page)', 'home', 'en'],
    ['another language', 'loanDetail', 'zh-CN'],
    ['an unknown path', undefined, 'en'],
  ])('%s renders afresh', (_, route, locale) => {
    expect(isPrerenderedFor(root, route, locale)).toBe(false);
  });

  test('a page that was not prerendered (the dev server) renders afresh', () => {
    expect(isPrerenderedFor(rootWith({}), 'loanDetail', 'en')).toBe(false);
  });
});
