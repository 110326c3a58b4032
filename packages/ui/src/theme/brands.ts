import type { BrandConfig } from './createTheme.ts';

/** Hiram's own look: teal on a teal-to-blue header. */
export const hiramBrand: BrandConfig = {
  name: 'hiram',
  gradient: ['#0f766e', '#1d4ed8'],
  accent: '#0f766e',
  font: '#1f2937',
  corners: 'soft',
};

/** A warm lender: orange and red, round corners. */
export const bayaniBrand: BrandConfig = {
  name: 'bayani',
  gradient: ['#ea580c', '#be123c'],
  accent: '#c2410c',
  font: '#3f2a1d',
  corners: 'round',
};

/** A night-sky lender: indigo header, gold buttons with dark labels, sharp corners. */
export const talaBrand: BrandConfig = {
  name: 'tala',
  gradient: ['#1e1b4b', '#4338ca'],
  accent: '#facc15',
  font: '#1e1b4b',
  corners: 'sharp',
};

/** The shipped brands by name, e.g. for a brand switcher or to start a new `BrandConfig` from. */
export const brandPresets = {
  hiram: hiramBrand,
  bayani: bayaniBrand,
  tala: talaBrand,
} as const;

export type BrandPresetName = keyof typeof brandPresets;
