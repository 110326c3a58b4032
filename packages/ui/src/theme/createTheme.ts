import { FIXED_OFFSET_ZONES } from '../format/fixedOffsetZones.ts';
import { contrast, ensureContrast, mix, readableOn } from './color.ts';

/**
 * What a lender brand chooses; everything else is derived. Colours are hex, `#0e7490` or `#0e7`
 * (no alpha): the contrast maths reads no other notation.
 */
export interface BrandConfig {
  /** Shown in Storybook's brand switcher and on `theme.brand`. */
  name: string;
  /** The two stops of the page header's gradient background. */
  gradient: readonly [string, string];
  /** Buttons, links, selected states. */
  accent: string;
  /** Body text. */
  font: string;
  /** Corner style: 'soft' (default), 'round' or 'sharp'. */
  corners?: 'soft' | 'round' | 'sharp' | undefined;
  /**
   * Groups an amount's thousands (contract section 8); '.' by default. Set it with
   * `decimalSeparator` to change the style (`1,234.56`): the two must differ and not be digits.
   */
  thousandsSeparator?: string | undefined;
  /**
   * Splits off an amount's cents (contract section 8); ',' by default. Not empty, not a digit
   * and not the same as `thousandsSeparator`.
   */
  decimalSeparator?: string | undefined;
  /**
   * IANA zone dates are shown in, `Area/Location` or `UTC`; `Asia/Manila` by default. Anything
   * else throws: a typo or an offset would show no dates, and ICU reads `PST` as Los Angeles.
   */
  timeZone?: string | undefined;
}

/**
 * What every component reads from styled-components' `ThemeProvider`: made by `createTheme` from
 * a `BrandConfig`, not by hand.
 */
export interface HiramTheme {
  brand: string;
  /**
   * Every colour is worked out from the brand by `createTheme`, each pair that meets on screen to
   * WCAG AA: change one by hand and the colours drawn on it no longer follow (`onAccent` after
   * `accent`, say), so build a new theme from a new `BrandConfig` instead.
   */
  color: {
    /** The page behind the cards: the gradient's first colour, nearly white. */
    background: string;
    /** Cards, sheets and dialogs: white. */
    surface: string;
    /** Body text: the brand's font colour, at least 4.5:1 on the surface and the page. */
    text: string;
    /** Secondary text (hints, captions): at least 4.5:1 on the surface and the page. */
    textMuted: string;
    /** Dividers and card edges; decorative, so no contrast minimum. */
    border: string;
    /** Borders of inputs and other controls: at least 3:1 on the surface. */
    control: string;
    /** The fill of primary buttons and selected states. */
    accent: string;
    /** Text and icons on `accent`: white or near-black, at least 4.5:1. */
    onAccent: string;
    /** The accent as text or an icon on the surface: at least 4.5:1. */
    accentText: string;
    /** A pale tint of the accent behind tags and status icons; text and icons read on it. */
    accentSoft: string;
    /** The edge of a control filled with the accent: at least 3:1 on the surface and the page. */
    accentEdge: string;
    /** The header's background, a CSS `linear-gradient` of the two stops below. */
    gradient: string;
    gradientStart: string;
    gradientEnd: string;
    /** The header's title and icons (white or near-black): at least 4.5:1 along the gradient. */
    onGradient: string;
    /** Status text and icons (copied; a full counter; errors and invalid fields): 4.5:1. */
    success: string;
    warning: string;
    danger: string;
    /** Filled rating stars: at least 3:1 on the surface and the page. */
    rating: string;
    /** The fill of a disabled button, and the text on it (4.5:1). */
    disabled: string;
    onDisabled: string;
    /** The focus ring, drawn outside its element: at least 3:1 on the surface and the page. */
    focus: string;
    /** The dimmed page behind a dialog or sheet. */
    overlay: string;
    /** A toast's background, and its text (4.5:1). */
    toast: string;
    onToast: string;
  };
  space: { xxs: string; xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  /**
   * `control` rounds buttons, the most visible part of a brand's shape (a pill in a round brand);
   * text fields and cards use `md`, which stays a box in every brand, a text area included.
   */
  radius: { sm: string; md: string; lg: string; control: string; pill: string };
  font: {
    family: string;
    size: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
    weight: { regular: number; medium: number; bold: number };
    lineHeight: { tight: number; normal: number };
  };
  shadow: { sm: string; md: string; lg: string };
  motion: { fast: string; normal: string; slow: string; easing: string };
  zIndex: { header: number; footer: number; popup: number; dialog: number; toast: number };
  format: { thousandsSeparator: string; decimalSeparator: string; timeZone: string };
}

declare module 'styled-components' {
  export interface DefaultTheme extends HiramTheme {}
}

/** Shows Latin, Tagalog and Chinese text with the phone's own fonts. */
export const FONT_STACK = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"Source Han Sans SC"',
  '"WenQuanYi Micro Hei"',
  'sans-serif',
].join(', ');

const RADII = {
  sharp: { sm: '2px', md: '4px', lg: '6px', control: '4px' },
  soft: { sm: '4px', md: '8px', lg: '16px', control: '10px' },
  round: { sm: '8px', md: '14px', lg: '24px', control: '999px' },
} as const;

const TEXT_AA = 4.5;
const NON_TEXT_AA = 3;

/** `color` mixed towards `surface` in small steps until `enough`; `surface` itself at the end. */
function paleUntil(color: string, surface: string, enough: (candidate: string) => boolean): string {
  for (let step = 0; step < 10; step += 1) {
    const candidate = mix(color, surface, step / 10);
    if (enough(candidate)) return candidate;
  }
  return surface;
}

const IANA_ZONE = /^(?:UTC|[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+)$/;

function knownToIntl(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function ianaZone(zone: string): string {
  // The zones `formatDate` shows by arithmetic are known good, and need not cost the page the
  // zone data that a first `Intl.DateTimeFormat` loads.
  if (FIXED_OFFSET_ZONES.has(zone) || (IANA_ZONE.test(zone) && knownToIntl(zone))) return zone;
  throw new Error(`Not an IANA time zone (Area/Location, or UTC): '${zone}'`);
}

/** Two equal separators, or a digit as one, would misstate every amount (`1,234,567,89`). */
function moneySeparators(thousands: string, decimal: string) {
  if (thousands === decimal || !decimal || /\d/.test(thousands + decimal)) {
    throw new Error(
      `Money separators must differ and not be digits: thousands '${thousands}' and decimal '${decimal}'`,
    );
  }
  return { thousandsSeparator: thousands, decimalSeparator: decimal };
}

/**
 * Where the header's title is checked along the gradient: each end and every 32nd of the way
 * between, with `BETWEEN` to spare for the blends between those points.
 */
const ALONG_GRADIENT = Array.from({ length: 33 }, (_, step) => step / 32);
const BETWEEN = 0.05;

/**
 * Builds the theme for `ThemeProvider` from a brand's few choices: every colour (page, cards,
 * text, the accent and what sits on it, the header gradient, status, borders, the focus ring), the
 * corners' radii and the money and date format; spacing, type, shadows, motion and layers are
 * shared by every brand. Colours are darkened or lightened until each pair that meets on screen
 * passes WCAG AA (4.5:1 for text, 3:1 for borders and marks), so a brand's own colour may come out
 * changed. Throws on a colour that is not hex, on equal or digit money separators and on a
 * time zone that is not IANA.
 */
export function createTheme(brand: BrandConfig): HiramTheme {
  const surface = '#ffffff';
  const background = mix(brand.gradient[0], '#ffffff', 0.95);
  const text = ensureContrast(ensureContrast(brand.font, background, TEXT_AA), surface, TEXT_AA);
  let accent = brand.accent;
  let onAccent = readableOn(accent);
  if (contrast(onAccent, accent) < TEXT_AA) accent = ensureContrast(accent, onAccent, TEXT_AA);
  onAccent = readableOn(accent);
  const accentText = ensureContrast(
    ensureContrast(brand.accent, surface, TEXT_AA),
    background,
    TEXT_AA,
  );
  const gradientMid = mix(brand.gradient[0], brand.gradient[1], 0.5);
  const onGradient = readableOn(gradientMid);
  // CSS blends the stops in sRGB: between two hues the blend strays from both ends, so the stops
  // go on moving away from the title's colour until it reads along the whole gradient.
  let stops: [string, string];
  let reach = TEXT_AA;
  do {
    stops = brand.gradient.map((stop) => ensureContrast(stop, onGradient, reach)) as [
      string,
      string,
    ];
    reach += 0.25;
  } while (
    reach < 21 &&
    ALONG_GRADIENT.some((at) => contrast(onGradient, mix(...stops, at)) < TEXT_AA + BETWEEN)
  );
  const [gradientStart, gradientEnd] = stops;
  const onSurfaceText = (color: string) =>
    ensureContrast(ensureContrast(color, surface, TEXT_AA), background, TEXT_AA);
  // Borders, the focus ring and stars sit on cards and on the page alike: the ring is drawn
  // outside its element, on whatever is around it.
  const onSurfaceMark = (color: string) =>
    ensureContrast(ensureContrast(color, surface, NON_TEXT_AA), background, NON_TEXT_AA);
  const success = onSurfaceText('#15803d');
  const warning = onSurfaceText('#b45309');
  const danger = onSurfaceText('#c81e1e');
  // The accent's tint behind tags of text and status icons: paler, towards the surface, until
  // the text and every icon colour stand out on it.
  const accentSoft = paleUntil(mix(brand.accent, surface, 0.88), surface, (soft) => {
    const icons = [accentText, success, warning, danger];
    return (
      contrast(text, soft) >= TEXT_AA && icons.every((icon) => contrast(icon, soft) >= NON_TEXT_AA)
    );
  });
  const toast = '#1f2937';
  const radii = RADII[brand.corners ?? 'soft'];

  return {
    brand: brand.name,
    color: {
      background,
      surface,
      text,
      textMuted: onSurfaceText(mix(text, surface, 0.35)),
      border: mix(text, surface, 0.85),
      control: onSurfaceMark(mix(text, surface, 0.55)),
      accent,
      onAccent,
      accentText,
      accentSoft,
      // A pale accent fills a button the card's colour: the edge then shows where it is.
      accentEdge: onSurfaceMark(accent),
      gradient: `linear-gradient(135deg, ${gradientStart} 0%, ${gradientEnd} 100%)`,
      gradientStart,
      gradientEnd,
      onGradient,
      success,
      warning,
      danger,
      rating: onSurfaceMark('#f59e0b'),
      disabled: mix(text, surface, 0.88),
      onDisabled: ensureContrast(mix(text, surface, 0.45), mix(text, surface, 0.88), TEXT_AA),
      focus: onSurfaceMark(brand.accent),
      overlay: 'rgba(0, 0, 0, 0.55)',
      toast,
      onToast: readableOn(toast),
    },
    space: {
      xxs: '2px',
      xs: '4px',
      sm: '8px',
      md: '12px',
      lg: '16px',
      xl: '24px',
      xxl: '32px',
    },
    radius: { ...radii, pill: '999px' },
    font: {
      family: FONT_STACK,
      size: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px' },
      weight: { regular: 400, medium: 500, bold: 700 },
      lineHeight: { tight: 1.25, normal: 1.5 },
    },
    shadow: {
      sm: '0 1px 2px rgba(0, 0, 0, 0.08)',
      md: '0 4px 12px rgba(0, 0, 0, 0.12)',
      lg: '0 12px 32px rgba(0, 0, 0, 0.18)',
    },
    motion: {
      fast: '120ms',
      normal: '200ms',
      slow: '320ms',
      easing: 'cubic-bezier(0.2, 0, 0, 1)',
    },
    zIndex: { header: 100, footer: 200, popup: 1000, dialog: 1100, toast: 1200 },
    format: {
      ...moneySeparators(brand.thousandsSeparator ?? '.', brand.decimalSeparator ?? ','),
      timeZone: ianaZone(brand.timeZone ?? 'Asia/Manila'),
    },
  };
}
