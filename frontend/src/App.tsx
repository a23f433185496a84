import { Suspense, useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './AppProviders';
import { loadCurrencyRates } from './currency';
import { api, queryClient } from './lib/queryClient';
import { AppRoutes } from './router';

/** The running app: providers, router, the realtime connection and the currency rates. */
export function App() {
  useEffect(() => {
    void loadCurrencyRates(api);
    // The socket, its handlers and the schemas they validate facts with load after the first render.
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('./realtime/start').then(({ startLive }) => {
      if (!unmounted) stop = startLive(api, queryClient);
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);

  return (
    <AppProviders client={queryClient}>
      {/* Catches a suspension outside the page area (e.g. texts still loading); pages have their own. */}
      <Suspense fallback={null}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Suspense>
    </AppProviders>
  );
}
