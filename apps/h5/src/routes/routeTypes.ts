import type { ComponentType } from 'react';
import type { MessageKey } from '../i18n/index.ts';

export interface ScreenRoute {
  id: string;
  path: string;
  titleKey: MessageKey;
  load: () => Promise<{ default: ComponentType }>;
}
