import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShell } from '../components/layout/AppShell';
import RouteError from '../pages/RouteError';
import { PAGE_ROUTES, loadNotFound, pageFor } from './routes';

const NotFound = lazy(loadNotFound);

/** The app's routes: every page inside the shell; a failing page shows an error inside the shell. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...PAGE_ROUTES.map(({ path, children }): RouteObject => ({ path, Component: pageFor(path), ...(children ? { children } : {}) })),
          { path: '*', Component: NotFound },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
