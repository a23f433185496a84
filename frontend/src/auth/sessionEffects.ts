import type { QueryClient } from '@tanstack/react-query';
import type { ErrorCode } from '@nova/protocol';
import type { ApiClient } from '../lib/api';
import type { NovaSocket } from '../realtime/socket';
import { useAffiliateStore } from '../stores/useAffiliateStore';
import { usePurchaseStore } from '../stores/usePurchaseStore';
import { useSessionStore } from '../stores/useSessionStore';
import { refreshUser } from './session';

/** Socket connect errors that mean the session token itself is refused. */
const REFUSED = new Set<string>(['INVALID_TOKEN', 'TOKEN_EXPIRED', 'ACCOUNT_BANNED'] satisfies ErrorCode[]);

/**
 * Keeps the rest of the app in step with the session:
 * - when the signed-in identity changes (sign-in, sign-out, another account), cached REST data is reset, so
 *   nobody sees the previous user's data (nor their purchases or affiliate facts held from live updates);
 * - when the server cuts the socket (a restart, or an admin changed the role or banned the user, which also
 *   revoked the token), the user is re-read: a refused token signs out (the socket itself reconnects on its own,
 *   signed in or as a guest: `realtime/connection.ts`);
 * - when the socket's handshake refuses the token, the user is signed out.
 * Returns the teardown.
 */
export function watchSession({
  queryClient,
  socket,
  api,
}: {
  queryClient: QueryClient;
  socket: NovaSocket;
  api: Pick<ApiClient, 'json'>;
}): () => void {
  const unsubscribe = useSessionStore.subscribe((state, previous) => {
    if (state.user?.id === previous.user?.id) return;
    void queryClient.resetQueries();
    usePurchaseStore.getState().clear();
    useAffiliateStore.getState().clear();
  });
  const onDisconnect = (reason: string) => {
    if (reason !== 'io server disconnect' || !useSessionStore.getState().token) return;
    void refreshUser(api);
  };
  const onConnectError = (err: Error & { data?: { code?: string } }) => {
    const session = useSessionStore.getState();
    if (session.token && err.data?.code && REFUSED.has(err.data.code)) session.logout();
  };
  socket.on('disconnect', onDisconnect);
  socket.on('connect_error', onConnectError);
  return () => {
    unsubscribe();
    socket.off('disconnect', onDisconnect);
    socket.off('connect_error', onConnectError);
  };
}
