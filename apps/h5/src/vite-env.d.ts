interface ImportMetaEnv {
  readonly VITE_API_BASE: string;
  readonly VITE_MOCK?: string;
  readonly VITE_APP_NAME: string;
  readonly VITE_SERVICE_PHONE: string;
  readonly VITE_APP_SCHEME_URL: string;
  readonly VITE_THEME_GRADIENT: string;
  readonly VITE_THEME_ACCENT: string;
  readonly VITE_THEME_FONT: string;
  readonly VITE_REDIRECT_HOSTS?: string;
  readonly VITE_LOCALE?: string;
  readonly VITE_COMPANY_NAME: string;
  readonly VITE_COMPANY_ADDRESS: string;
  readonly VITE_SERVICE_EMAIL: string;
  readonly VITE_SEC_REGISTRATION: string;
  readonly VITE_CERTIFICATE_OF_AUTHORITY: string;
  readonly VITE_PHONE_RULE?: string;
  readonly VITE_SITE_ORIGIN?: string;
  readonly VITE_PLAY_STORE_URL?: string;
  readonly VITE_APP_STORE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
