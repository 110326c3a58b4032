import { parseHex } from '../../../packages/ui/src/theme/color.ts';
import { checkUrl } from '../src/link/checkUrl.ts';
import { siteOrigin } from '../src/prerender/publicPage.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** What the pages print of the brand (contract section 3): blank, they would print nothing. */
const REQUIRED = [
  'VITE_APP_NAME',
  'VITE_SERVICE_PHONE',
  'VITE_COMPANY_NAME',
  'VITE_COMPANY_ADDRESS',
  'VITE_SERVICE_EMAIL',
  'VITE_SEC_REGISTRATION',
  'VITE_CERTIFICATE_OF_AUTHORITY',
] as const;

const COLOURS = { VITE_THEME_GRADIENT: 2, VITE_THEME_ACCENT: 1, VITE_THEME_FONT: 1 } as const;
const QUOTE_THEM = 'quote colours in .env files: # starts a comment';
const LOCALES = ['en', 'zh-CN', 'id', 'fil'];

function colourProblems(name: keyof typeof COLOURS, value: string): string[] {
  if (!value) return [`${name} is not set (${QUOTE_THEM})`];
  const stops = value.split(',').map((stop) => stop.trim());
  if (stops.length > COLOURS[name]) return [`${name} takes at most ${COLOURS[name]} colour(s)`];
  return stops.filter(Boolean).flatMap((stop) => {
    try {
      parseHex(stop);
      return [];
    } catch {
      return [`${name}: '${stop}' is not a hex colour such as "#0e7490" (${QUOTE_THEM})`];
    }
  });
}

/** The link guard's own verdict (contract section 6), as the app would give it. */
const guard = (url: string, hosts: readonly string[]) =>
  checkUrl(url, { origin: 'https://app.invalid', allowedHosts: hosts });

function storeProblems(name: string, value: string, hosts: readonly string[]): string[] {
  if (!value) return [];
  if (!value.startsWith('https://')) return [`${name}: '${value}' is not https`];
  const link = guard(value, hosts);
  return link.ok
    ? []
    : [`${name}: the link guard refuses it (${link.reason}; is its host in VITE_REDIRECT_HOSTS?)`];
}

/**
 * Every value of a brand's env that would build a broken app without a word: a blank the legal
 * pages print, a colour CSS drops, a locale or origin quietly replaced, a link the guard refuses.
 */
export function brandProblems(env: Env): string[] {
  const value = (name: string) => env[name]?.trim() ?? '';
  const hosts = value('VITE_REDIRECT_HOSTS')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  // As the app reads it: untrimmed.
  const locale = env.VITE_LOCALE ?? '';
  const phoneRule = value('VITE_PHONE_RULE').toLowerCase();
  const origin = value('VITE_SITE_ORIGIN');
  return [
    ...REQUIRED.filter((name) => !value(name)).map((name) => `${name} is not set`),
    ...Object.keys(COLOURS).flatMap((name) =>
      colourProblems(name as keyof typeof COLOURS, value(name)),
    ),
    ...(locale && !LOCALES.includes(locale)
      ? [`VITE_LOCALE: '${locale}' is not one of ${LOCALES.join(', ')}`]
      : []),
    ...(phoneRule && phoneRule !== 'ph' && phoneRule !== 'cn'
      ? [`VITE_PHONE_RULE: '${phoneRule}' is neither ph nor cn`]
      : []),
    ...(origin && !siteOrigin(origin)
      ? [`VITE_SITE_ORIGIN: '${origin}' is not an origin such as https://www.example.ph`]
      : []),
    ...hosts
      .filter((host) => !guard(`https://${host}/`, [host]).ok)
      .map(
        (host) => `VITE_REDIRECT_HOSTS: '${host}' is not a host (write wa.me, not https://wa.me/)`,
      ),
    ...storeProblems('VITE_PLAY_STORE_URL', value('VITE_PLAY_STORE_URL'), hosts),
    ...storeProblems('VITE_APP_STORE_URL', value('VITE_APP_STORE_URL'), hosts),
  ];
}

/** Stops the build (and `npm start`) at once, naming each value to fix and the file it is in. */
export function checkBrand(mode: string, env: Env): void {
  const problems = brandProblems(env);
  if (problems.length === 0) return;
  throw new Error(
    `The brand of mode '${mode}' (apps/h5/.env.${mode}; npm scripts take BRAND=<name>) cannot build:\n- ${problems.join('\n- ')}`,
  );
}
