import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { styled, ThemeProvider } from 'styled-components';
import { brandPresets, createTheme } from '../src/theme/index.ts';
import { BrandSampler } from './BrandSampler.tsx';

const Side = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 24px;
  align-items: flex-start;
`;

function AllBrands() {
  return (
    <Side>
      {Object.entries(brandPresets).map(([name, brand]) => (
        <ThemeProvider key={name} theme={createTheme(brand)}>
          <BrandSampler brand={name} />
        </ThemeProvider>
      ))}
    </Side>
  );
}

const meta = {
  title: 'Foundations/Brands',
  component: AllBrands,
  parameters: { layout: 'padded', themes: { disable: true } },
  tags: ['!autodocs'],
} satisfies Meta<typeof AllBrands>;

export default meta;

/** Every brand preset side by side: the same screen, three lenders. */
export const SideBySide: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    const accents = Object.keys(brandPresets).map((name) => {
      const button = canvas
        .getAllByRole('button', { name: 'Loan Now' })
        .find((candidate) => candidate.closest(`[aria-label="${name} sample"]`));
      if (!button) throw new Error(`no Loan Now button for ${name}`);
      return getComputedStyle(button).backgroundColor;
    });
    await expect(new Set(accents).size).toBe(Object.keys(brandPresets).length);
  },
};
