import type { UiLocale } from '@hiram/ui';
import type { ComponentType } from 'react';
import type { ScreenRoute } from '../routes/routeTypes.ts';

const loaded = new Map<string, ComponentType>();

/** A route's screen with its own text in `locale`, fetched side by side. */
export async function loadScreen(
  route: ScreenRoute,
  locale: UiLocale,
): Promise<{ default: ComponentType }> {
  const [screen] = await Promise.all([route.load(), route.text?.load(locale)]);
  return screen;
}

/**
 * Loads a route's screen before the first render, so a prerendered page hydrates with the
 * screen itself rather than a loading fallback. A chunk that fails is left to the route's retry.
 */
export async function preloadScreen(route: ScreenRoute, locale: UiLocale): Promise<void> {
  try {
    loaded.set(route.id, (await loadScreen(route, locale)).default);
  } catch {
    // RouteScreen loads it again and shows the failure with a retry.
  }
}

export function loadedScreen(route: ScreenRoute): ComponentType | undefined {
  return loaded.get(route.id);
}
