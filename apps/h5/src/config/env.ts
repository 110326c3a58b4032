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
  /** The lender as the SEC knows it (SEC MC 19 s.2019): footer, about, legal pages, customer service. */
  company: CompanyConfig;
}

export interface CompanyConfig {
  name: string;
  address: string;
  serviceEmail: string;
  secRegistration: string;
  certificateOfAuthority: string;
}

const LOCALES: readonly UiLocale[] = ['en', 'zh-CN', 'id'];

export function isLocale(value: unknown): value is UiLocale {
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
    company: {
      name: env.VITE_COMPANY_NAME?.trim() ?? '',
      address: env.VITE_COMPANY_ADDRESS?.trim() ?? '',
      serviceEmail: env.VITE_SERVICE_EMAIL?.trim() ?? '',
      secRegistration: env.VITE_SEC_REGISTRATION?.trim() ?? '',
      certificateOfAuthority: env.VITE_CERTIFICATE_OF_AUTHORITY?.trim() ?? '',
    },
  };
}

export const config: AppConfig = parseConfig(import.meta.env);
