// @ts-check
// Plain JavaScript so that both the Vite app (main.tsx) and the Node render check (render.mjs)
// use this one brand; the consumer's tsconfig still checks it against the package's types.

/**
 * A brand that is none of the presets, as another lender would write it.
 * @type {import('@hiram/ui').BrandConfig}
 */
export const consumerBrand = {
  name: 'acme-lending',
  gradient: ['#7c2d12', '#b91c1c'],
  accent: '#0e7490',
  font: '#111827',
  corners: 'round',
};
