import { Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders';
import { watchSession } from './auth/sessionEffects';
import { loadCurrencyRates } from './currency';
import { api, queryClient } from './lib/queryClient';
import { onResync, startRealtime } from './realtime/connection';
import { registerRealtimeHandlers } from './realtime/handlers';
import { socket } from './realtime/socket';
import { createAppRouter } from './router';

/** The running app: providers, router, the realtime connection and the currency rates. */
export function App() {
  const [router] = useState(createAppRouter);

  useEffect(() => {
    void loadCurrencyRates(api);
    // After a reconnection the server could not recover, REST snapshots are refetched.
    const stopResync = onResync(() => void queryClient.invalidateQueries());
    // Socket facts -> Zustand stores (balances, winners, leaderboard, presence, staff streams) and the catalog queries.
    const stopHandlers = registerRealtimeHandlers(socket, api, queryClient);
    const stopRealtime = startRealtime(socket);
    const stopWatching = watchSession({ queryClient, socket, api });
    return () => {
      stopWatching();
      stopRealtime();
      stopHandlers();
      stopResync();
    };
  }, []);

  return (
    <AppProviders client={queryClient}>
      {/* Catches a suspension outside the page area (e.g. texts still loading); pages have their own. */}
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  );
}
