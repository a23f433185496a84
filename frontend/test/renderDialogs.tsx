import { render, type RenderResult } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../src/AppProviders';
import { BoxDialogs } from '../src/features/boxes/BoxDialogs';
import { createQueryClient } from '../src/lib/queryClient';

/** Renders the box dialogs alone (details and opening) inside the app's providers and a router. */
export function renderBoxDialogs(): RenderResult & { router: ReturnType<typeof createMemoryRouter>; client: QueryClient } {
  const client = createQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/', element: <BoxDialogs /> },
      { path: '/fairness', element: <p>Fairness page</p> },
    ],
    { initialEntries: ['/'] },
  );
  const result = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, client };
}
