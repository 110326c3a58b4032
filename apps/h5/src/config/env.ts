import type { UiLocale } from '@hiram/ui';

/** Contract section 3, read once from Vite's env. */
export interface AppConfig {
  apiBase: string;
  mock: boolean;
  appName: string;
  servicePhone: string;
  appSchemeUrl: string;
  redirectHosts: readonly string[];
  locale: UiLocale;
}

const LOCALES: readonly UiLocale[] = ['en', 'zh-CN', 'id', 'fil'];

function isLocale(value: unknown): value is UiLocale {
  return LOCALES.includes(value as UiLocale);
}

export function parseConfig(env: Partial<Record<keyof ImportMetaEnv, string>>): AppConfig {
  return {
    apiBase: env.VITE_API_BASE || '/h5api',
    mock: env.VITE_MOCK === 'on',
    appName: env.VITE_APP_NAME ?? '',
    servicePhone: env.VITE_SERVICE_PHONE ?? '',
    appSchemeUrl: env.VITE_APP_SCHEME_URL ?? '',
    redirectHosts: (env.VITE_REDIRECT_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    locale: isLocale(env.VITE_LOCALE) ? env.VITE_LOCALE : 'en',
  };
}

/**
 * Each variable named on its own: Vite inlines just these values, where the whole
 * `import.meta.env` would bring every variable (the company's, say) into every page.
 */
export const config: AppConfig = parseConfig({
  VITE_API_BASE: import.meta.env.VITE_API_BASE,
  VITE_MOCK: import.meta.env.VITE_MOCK,
  VITE_APP_NAME: import.meta.env.VITE_APP_NAME,
  VITE_SERVICE_PHONE: import.meta.env.VITE_SERVICE_PHONE,
  VITE_APP_SCHEME_URL: import.meta.env.VITE_APP_SCHEME_URL,
  VITE_REDIRECT_HOSTS: import.meta.env.VITE_REDIRECT_HOSTS,
  VITE_LOCALE: import.meta.env.VITE_LOCALE,
});
