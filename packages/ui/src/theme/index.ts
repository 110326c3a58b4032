export {
  type BrandPresetName,
  bayaniBrand,
  brandPresets,
  hiramBrand,
  talaBrand,
} from './brands.ts';
export { contrast } from './color.ts';
export { type BrandConfig, createTheme, FONT_STACK, type HiramTheme } from './createTheme.ts';
export { GlobalStyle } from './GlobalStyle.ts';
export { largeAmount } from './largeAmount.ts';
