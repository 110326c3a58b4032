import { useMemo } from 'react';
import { promoApi } from '../../../api/index.ts';
import { config } from '../../../config/env.ts';
import { promoConfig } from '../../../config/promo.ts';
import { linkGuard } from '../../../link/index.ts';
import { useResource } from '../../../screen/index.ts';
import { type Landing, landingFrom } from './landing.ts';

const checks = {
  image: linkGuard.image,
  link: (raw: unknown) => {
    const result = linkGuard.check(raw);
    return result.ok ? result.url : undefined;
  },
};

const fallback = {
  appName: config.appName,
  playStoreUrl: promoConfig.playStoreUrl,
  appStoreUrl: promoConfig.appStoreUrl,
};

/**
 * The landing config for `templateId`, as shown: `null` while it loads. A failed load leaves the
 * brand's own name and store links: the landing works without its config.
 */
export function useLanding(templateId: string): Landing | null {
  const { state } = useResource(
    (signal) => promoApi.getLandingConfig(templateId, { signal }),
    [templateId],
  );
  return useMemo(() => {
    if (state.status === 'loading') return null;
    return landingFrom(state.status === 'ready' ? state.data : null, checks, fallback);
  }, [state]);
}
