import type { ComponentType } from 'react';
import type { ScreenRoute } from '../routes/routeTypes.ts';

const loaded = new Map<string, ComponentType>();

/**
 * Loads a route's screen before the first render, so a prerendered page hydrates with the
 * screen itself rather than a loading fallback. A chunk that fails is left to the route's retry.
 */
export async function preloadScreen(route: ScreenRoute): Promise<void> {
  try {
    loaded.set(route.id, (await route.load()).default);
  } catch {
    // RouteScreen loads it again and shows the failure with a retry.
  }
}

export function loadedScreen(route: ScreenRoute): ComponentType | undefined {
  return loaded.get(route.id);
}
