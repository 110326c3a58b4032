import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { config } from '../config/env.ts';
import { useT } from '../i18n/index.ts';
import type { RouteHandle } from '../routes/router.tsx';

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle;
}

/** The deepest matched route's title, then the brand's name. */
export function useRouteTitleKey(): RouteHandle['titleKey'] | undefined {
  const matches = useMatches();
  return matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.titleKey;
}

export function useDocumentTitle(): void {
  const t = useT();
  const titleKey = useRouteTitleKey();
  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} · ${config.appName}` : config.appName;
  }, [t, titleKey]);
}
