import { createContext, useContext } from 'react';
import type { MessageKey } from '../i18n/index.ts';

export const RouteTitleContext = createContext<MessageKey | undefined>(undefined);

/** The title of the route being shown, for pages that stand in for several screens. */
export function useRouteTitleKey(): MessageKey | undefined {
  return useContext(RouteTitleContext);
}
