/** Contract section 3, `VITE_PHONE_RULE`: `ph` (Philippine mobile numbers) or `cn` (the spec's rule). */
export type PhoneRule = 'ph' | 'cn';

/** The promotion landing's settings (contract section 3), apart from `config`: only it reads them. */
export interface PromoConfig {
  phoneRule: PhoneRule;
  /** The download page's store links when the landing config names none; '' when unset. */
  playStoreUrl: string;
  appStoreUrl: string;
}

type PromoEnv = Partial<
  Record<'VITE_PHONE_RULE' | 'VITE_PLAY_STORE_URL' | 'VITE_APP_STORE_URL', string>
>;

export function parsePromo(env: PromoEnv): PromoConfig {
  return {
    phoneRule: env.VITE_PHONE_RULE?.trim().toLowerCase() === 'cn' ? 'cn' : 'ph',
    playStoreUrl: env.VITE_PLAY_STORE_URL?.trim() ?? '',
    appStoreUrl: env.VITE_APP_STORE_URL?.trim() ?? '',
  };
}

/** Each variable named on its own, so Vite inlines just these. */
export const promoConfig: PromoConfig = parsePromo({
  VITE_PHONE_RULE: import.meta.env.VITE_PHONE_RULE,
  VITE_PLAY_STORE_URL: import.meta.env.VITE_PLAY_STORE_URL,
  VITE_APP_STORE_URL: import.meta.env.VITE_APP_STORE_URL,
});
