import { useEffect } from 'react';
import { config } from '../config/env.ts';
import { type MessageKey, useT } from '../i18n/index.ts';

/** The route's title, then the brand's name. */
export function useDocumentTitle(titleKey: MessageKey | undefined): void {
  const t = useT();
  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} · ${config.appName}` : config.appName;
  }, [t, titleKey]);
}
