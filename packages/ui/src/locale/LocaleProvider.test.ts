import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { enStrings } from './en.ts';
import { filStrings } from './fil.ts';
import { LocaleProvider } from './LocaleProvider.tsx';
import type { UiLocale } from './uiStrings.ts';
import { useUiStrings } from './useUiStrings.ts';

/** Every label the provider gives, as its page would read them. */
function labelsIn(locale: string, strings?: { close: string }): unknown {
  let seen: unknown;
  function Reader() {
    seen = useUiStrings();
    return null;
  }
  renderToString(
    createElement(LocaleProvider, {
      locale: locale as UiLocale,
      strings,
      // biome-ignore lint/correctness/noChildrenProp: createElement's types want the required children prop here
      children: createElement(Reader),
    }),
  );
  return seen;
}

describe('LocaleProvider', () => {
  it('gives the labels of a language the package ships, with single overrides', () => {
    expect(labelsIn('fil')).toEqual(filStrings);
    expect(labelsIn('fil', { close: 'Sarhan' })).toEqual({ ...filStrings, close: 'Sarhan' });
  });

  it('gives every English label for a language it does not ship, overrides kept', () => {
    expect(labelsIn('fil-PH')).toEqual(enStrings);
    expect(labelsIn('tl', { close: 'Isara' })).toEqual({ ...enStrings, close: 'Isara' });
  });
});
