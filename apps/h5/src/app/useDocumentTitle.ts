import { useEffect } from 'react';
import { config } from '../config/env.ts';
import { type MessageKey, type Translate, useT } from '../i18n/index.ts';

/** The route's title, then the brand's name. */
export function documentTitle(t: Translate, titleKey: MessageKey | undefined): string {
  return titleKey ? `${t(titleKey)} · ${config.appName}` : config.appName;
}

export function useDocumentTitle(titleKey: MessageKey | undefined): void {
  const t = useT();
  useEffect(() => {
    document.title = documentTitle(t, titleKey);
  }, [t, titleKey]);
}
