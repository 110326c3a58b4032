import type { BrandConfig } from '@hiram/ui';

/** A brand that is none of the presets, as another lender would write it. */
export const consumerBrand: BrandConfig = {
  name: 'acme-lending',
  gradient: ['#7c2d12', '#b91c1c'],
  accent: '#0e7490',
  font: '#111827',
  corners: 'round',
};
