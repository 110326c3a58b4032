import { createHashRouter, type RouteObject } from 'react-router-dom';
import { AppShell } from '../app/AppShell.tsx';
import { RouteErrorBoundary } from '../app/RouteErrorBoundary.tsx';
import type { MessageKey } from '../i18n/index.ts';
import { promoPaths } from '../paths/index.ts';
import type { RouteHandle } from './router.tsx';

const notBuilt = async () => ({ Component: (await import('../app/NotBuiltPage.tsx')).default });

const screens: readonly { path: string; titleKey: MessageKey }[] = [
  { path: promoPaths.register.path, titleKey: 'title.register' },
  { path: promoPaths.download.path, titleKey: 'title.download' },
  { path: promoPaths.agreement.path, titleKey: 'title.agreement' },
];

/** `promo.html`: the promotion landing, on hash routes so any static host can serve it. */
export const promoRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      ...screens.map(
        (screen): RouteObject => ({
          path: screen.path,
          handle: { titleKey: screen.titleKey } satisfies RouteHandle,
          ErrorBoundary: RouteErrorBoundary,
          lazy: notBuilt,
        }),
      ),
      {
        path: '*',
        handle: { titleKey: 'app.notFound.title' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('../app/NotFoundPage.tsx')).default }),
      },
    ],
  },
];

export function createPromoRouter() {
  return createHashRouter(promoRoutes);
}
