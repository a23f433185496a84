import { Suspense, useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './AppProviders';
import { loadCurrencyRates } from './currency';
import { whenDue } from './firstLoad/schedule';
import { api, queryClient } from './lib/queryClient';
import { loadRealtime } from './realtime/load';
import { AppRoutes } from './router';

/** The running app: providers, router, the realtime connection and the currency rates. */
export function App() {
  useEffect(() => {
    const cancelRates = whenDue('currencyRates', () => loadCurrencyRates(api));
    // The socket, its handlers and the schemas they validate facts with load once the first page is shown.
    let stop: (() => void) | undefined;
    let unmounted = false;
    // First of the deferred work (the rule's order): the feeds' live updates, and the pages whose data comes over the
    // socket, wait for it.
    const cancel = whenDue('realtime', () =>
      loadRealtime()
        .then(({ startLive }) => (unmounted ? undefined : startLive(api, queryClient)))
        .then((teardown) => {
          if (unmounted) teardown?.();
          else stop = teardown;
        }),
    );
    return () => {
      unmounted = true;
      cancelRates();
      cancel();
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
