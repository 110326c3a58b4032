import type { DefaultTheme } from 'styled-components';

/**
 * The theme with its text twice as large, as a phone's largest text setting draws the theme's px
 * sizes: a story's `ThemeProvider theme={doubledText}` over the brand's theme.
 */
export function doubledText(theme: DefaultTheme | undefined): DefaultTheme {
  if (!theme) throw new Error('The story runs in a brand theme.');
  const size = Object.fromEntries(
    Object.entries(theme.font.size).map(([step, value]) => [step, `${parseFloat(value) * 2}px`]),
  ) as DefaultTheme['font']['size'];
  return { ...theme, font: { ...theme.font, size } };
}
