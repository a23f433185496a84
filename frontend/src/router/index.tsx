import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { AppShell } from '../components/layout/AppShell';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PAGE_ROUTES, loadNotFound, pageFor } from './routes';

const NotFound = lazy(loadNotFound);

/** The app's routes: every page inside the shell; a failing page shows an error inside the shell. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        element: <PageErrorBoundary />,
        children: [
          ...PAGE_ROUTES.map(({ path, children }): RouteObject => ({ path, Component: pageFor(path), ...(children ? { children } : {}) })),
          { path: '*', Component: NotFound },
        ],
      },
    ],
  },
];

/**
 * The app's routes under the declarative router (`<BrowserRouter>` in `App`): no route uses loaders, actions or
 * blockers, and the data router's machinery would cost about 18 KiB gzipped of first load (docs/performance.md).
 */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
