import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppShell } from '../app/AppShell.tsx';
import { RouteErrorBoundary } from '../app/RouteErrorBoundary.tsx';
import type { MessageKey } from '../i18n/index.ts';
import { routeTable } from './routeTable.ts';

export interface RouteHandle {
  titleKey: MessageKey;
}

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      ...routeTable.map(
        (route): RouteObject => ({
          id: route.id,
          path: route.path,
          handle: { titleKey: route.titleKey } satisfies RouteHandle,
          ErrorBoundary: RouteErrorBoundary,
          lazy: async () => ({ Component: (await route.load()).default }),
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

export function createAppRouter() {
  return createBrowserRouter(routes);
}
