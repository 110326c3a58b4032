import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { BrandSampler } from '../docs/BrandSampler.tsx';
import { brandPresets, createTheme, GlobalStyle } from '../src/theme/index.ts';

describe('brand screenshots', () => {
  for (const [name, brand] of Object.entries(brandPresets)) {
    test(`${name} matches its baseline`, async () => {
      const { getByLabelText } = render(
        <ThemeProvider theme={createTheme(brand)}>
          <GlobalStyle />
          <BrandSampler brand={name} />
        </ThemeProvider>,
      );
      await expect
        .element(page.elementLocator(getByLabelText(`${name} sample`)))
        .toMatchScreenshot(`sampler-${name}`);
    });
  }
});
