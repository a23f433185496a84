import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../src/AppProviders';
import { createQueryClient } from '../src/lib/queryClient';
import { appRoutes } from '../src/router';

/** Renders the whole app (shell and routes) at `path`, with a fresh query cache. */
export function renderApp(path = '/'): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const result = render(
    <AppProviders client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}

/** Renders one element inside the app's providers (no router). */
export function renderWithProviders(ui: ReactElement): RenderResult {
  return render(<AppProviders client={createQueryClient()}>{ui}</AppProviders>);
}

/** A fetch stand-in: answers by path with JSON (or fails for unknown paths), recording every call. */
export function mockFetch(routes: Record<string, unknown>): jest.Mock {
  const fn = jest.fn(async (input: string) => {
    const path = new URL(input, 'http://localhost').pathname;
    if (!(path in routes)) {
      return { ok: false, status: 503, statusText: 'Service Unavailable', text: async () => '' };
    }
    return { ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(routes[path]) };
  });
  Object.assign(globalThis, { fetch: fn });
  return fn;
}
