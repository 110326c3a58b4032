import { bayaniBrand, createTheme, hiramBrand, talaBrand } from '@hiram/ui';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { expect, test } from 'vitest';
import { BannerArt } from './BannerArt.tsx';
import { slideArt } from './slideArt.ts';

const banner = (brand: typeof hiramBrand) => {
  const theme = createTheme(brand);
  return {
    theme,
    markup: renderToStaticMarkup(createElement(ThemeProvider, { theme }, createElement(BannerArt))),
  };
};

test("the home page's banner is drawn in each brand's colours, none of another's", () => {
  const hiram = banner(hiramBrand).theme.color;
  for (const brand of [bayaniBrand, talaBrand]) {
    const { theme, markup } = banner(brand);
    expect(markup).toContain(`fill="${theme.color.gradientStart}"`);
    expect(markup).toContain(`fill="${theme.color.gradientEnd}"`);
    for (const colour of [hiram.gradientStart, hiram.gradientEnd, hiram.accentSoft]) {
      expect(markup).not.toContain(colour);
    }
  }
});

test("the carousel's pictures are drawn in each brand's colours, none of another's", () => {
  const hiram = createTheme(hiramBrand).color;
  for (const brand of [bayaniBrand, talaBrand]) {
    const { color } = createTheme(brand);
    const { apply, fees } = slideArt(color);
    const drawn = decodeURIComponent(apply + fees);
    expect(drawn).toContain(`fill="${color.gradientStart}"`);
    expect(drawn).toContain(`fill="${color.gradientEnd}"`);
    for (const colour of [hiram.gradientStart, hiram.gradientEnd, hiram.accentSoft]) {
      expect(drawn).not.toContain(colour);
    }
  }
});
