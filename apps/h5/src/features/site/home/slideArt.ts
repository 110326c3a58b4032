import type { DefaultTheme } from 'styled-components';

type Colors = DefaultTheme['color'];

const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200">${body}</svg>`,
  )}`;

/** A phone with a form and a tick: applying takes minutes. */
const apply = (color: Colors) =>
  svg(
    `<rect width="400" height="200" fill="${color.gradientStart}"/><circle cx="340" cy="30" r="90" fill="${color.surface}" opacity=".2"/><rect x="150" y="28" width="100" height="150" rx="14" fill="${color.surface}"/><rect x="164" y="50" width="72" height="10" rx="5" fill="${color.accent}" opacity=".4"/><rect x="164" y="72" width="72" height="18" rx="4" fill="${color.accentSoft}"/><rect x="164" y="98" width="72" height="18" rx="4" fill="${color.accentSoft}"/><rect x="164" y="140" width="72" height="20" rx="10" fill="${color.gradientStart}"/><path d="M60 120l24 24 44-52" fill="none" stroke="#fbbf24" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`,
  );

/** A statement with every line shown: the fees, up front. */
const fees = (color: Colors) =>
  svg(
    `<rect width="400" height="200" fill="${color.gradientEnd}"/><circle cx="50" cy="180" r="90" fill="${color.surface}" opacity=".2"/><rect x="120" y="30" width="160" height="140" rx="10" fill="${color.surface}"/><rect x="138" y="50" width="70" height="10" rx="5" fill="${color.accent}" opacity=".4"/><rect x="138" y="76" width="124" height="8" rx="4" fill="${color.accentSoft}"/><rect x="138" y="96" width="124" height="8" rx="4" fill="${color.accentSoft}"/><rect x="138" y="116" width="124" height="8" rx="4" fill="${color.accentSoft}"/><rect x="138" y="142" width="60" height="12" rx="6" fill="${color.gradientEnd}"/><rect x="222" y="142" width="40" height="12" rx="6" fill="#fbbf24"/>`,
  );

/** The carousel's pictures, in the brand's colours (the gold of a coin aside). */
export const slideArt = (color: Colors) => ({ apply: apply(color), fees: fees(color) });
