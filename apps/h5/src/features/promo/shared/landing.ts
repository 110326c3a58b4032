import type { LandingConfig } from '../../../api/index.ts';

/** What the landing shows of its config, every link and picture already through the guard. */
export interface Landing {
  title: string;
  appName: string;
  logo: string | undefined;
  /** Google Play, from the config or the brand's env; `undefined` when neither passes. */
  playStoreUrl: string | undefined;
  appStoreUrl: string | undefined;
}

type Check = (raw: unknown) => string | undefined;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The landing config's fields the spec leaves open, read with care: text stays text, links and
 * pictures pass the guard (`image`, `link`) or are dropped; the env's store links fill in.
 */
export function landingFrom(
  config: LandingConfig | null,
  checks: { image: Check; link: Check },
  fallback: { appName: string; playStoreUrl: string; appStoreUrl: string },
): Landing {
  const field = (name: string): unknown => (config ? config[name] : undefined);
  const store = (name: string, env: string) =>
    checks.link(field(name)) ?? (env ? checks.link(env) : undefined);
  return {
    title: text(field('title')),
    appName: text(field('appName')) || fallback.appName,
    logo: checks.image(field('logo')),
    playStoreUrl: store('downloadUrl', fallback.playStoreUrl),
    appStoreUrl: store('iosUrl', fallback.appStoreUrl),
  };
}
