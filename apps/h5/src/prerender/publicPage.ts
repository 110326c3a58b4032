import type { UiLocale } from '@hiram/ui';

/** What search engines and link previews read of a public page, beyond its title and description. */
export interface PublicPage {
  /** The page's canonical address: absolute when the site's origin is known, else its path. */
  url: string;
  /** Open Graph's `og:locale`, such as `en_PH`. */
  ogLocale: string;
  siteName: string;
}

const OG_LOCALES: Readonly<Record<UiLocale, string>> = {
  en: 'en_PH',
  'zh-CN': 'zh_CN',
  id: 'id_ID',
  fil: 'fil_PH',
};

/**
 * `VITE_SITE_ORIGIN` as an origin (`https://www.example.ph`), or empty when it is unset or is
 * not an http(s) origin: a canonical link may then only name the path.
 */
export function siteOrigin(value: string | undefined): string {
  if (!value) return '';
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : '';
  } catch {
    return '';
  }
}

export function publicPage(
  path: string,
  origin: string,
  locale: UiLocale,
  siteName: string,
): PublicPage {
  return { url: `${origin}${path}`, ogLocale: OG_LOCALES[locale], siteName };
}

export const isAbsolute = (url: string) => /^https?:\/\//.test(url);
