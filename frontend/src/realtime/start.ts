import type { QueryClient } from '@tanstack/react-query';
import { watchSession } from '../auth/sessionEffects';
import type { ApiClient } from '../lib/api';
import { useSessionStore } from '../stores/useSessionStore';
import { onResync, startRealtime } from './connection';
import { registerRealtimeHandlers } from './handlers';
import { provideAppSocket } from './live';
import { createSocket, type NovaSocket } from './socket';

let socket: NovaSocket | undefined;

/** The app's one socket, created (and handed to `live.ts`) the first time the realtime layer starts. */
function theSocket(): NovaSocket {
  if (socket) return socket;
  socket = createSocket(() => useSessionStore.getState().token);
  provideAppSocket(socket);
  return socket;
}

/**
 * The realtime layer, loaded by `App` after the first render so socket.io-client and the protocol's zod schemas stay
 * out of the first load: registers every domain's socket handlers (each fact is validated with its schema before it
 * touches a store), then connects. The handlers are in place before the socket exists for the server, so no fact
 * arrives unhandled; the stores' seq and snapshot rules cover what happened before the connection. Resolves with the
 * teardown.
 */
export async function startLive(api: Pick<ApiClient, 'json'>, client: QueryClient): Promise<() => void> {
  const live = theSocket();
  // After a reconnection the server could not recover, REST snapshots are refetched.
  const stopResync = onResync(() => void client.invalidateQueries());
  // Socket facts -> Zustand stores (balances, winners, leaderboard, presence, staff streams) and the catalog queries.
  const stopHandlers = await registerRealtimeHandlers(live, api, client);
  const stopRealtime = startRealtime(live);
  const stopWatching = watchSession({ queryClient: client, socket: live, api });
  return () => {
    stopWatching();
    stopRealtime();
    stopHandlers();
    stopResync();
  };
}
