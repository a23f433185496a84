import type { ConnectionState } from '../stores/useConnectionStore';
import { useConnectionStore } from '../stores/useConnectionStore';
import { useSessionStore } from '../stores/useSessionStore';
import type { NovaSocket } from './socket';

type ConnectionActions = Pick<ConnectionState, 'setStatus' | 'connected' | 'failed' | 'reconnecting'>;
type ResyncListener = () => void;

const resyncListeners = new Set<ResyncListener>();

/**
 * Registers a callback for reconnections the server could not recover (missed events): refetch REST
 * snapshots there, then keep applying deltas newer than what you hold. Returns an unsubscribe function.
 */
export function onResync(listener: ResyncListener): () => void {
  resyncListeners.add(listener);
  return () => resyncListeners.delete(listener);
}

/** Mirrors the socket's lifecycle into the connection store. Returns a function that stops mirroring. */
export function bindConnection(socket: NovaSocket, store: ConnectionActions): () => void {
  let everConnected = false;
  const onConnect = () => {
    store.connected(socket.recovered);
    if (everConnected && !socket.recovered) resyncListeners.forEach((listener) => listener());
    everConnected = true;
  };
  const onDisconnect = (reason: string) => {
    // Deliberate disconnects stay down; anything else is retried by the manager.
    store.setStatus(socket.active ? 'reconnecting' : 'disconnected');
    if (!socket.active) store.failed(reason);
  };
  const onConnectError = (err: Error) => {
    store.failed(err.message);
    store.setStatus(socket.active ? 'reconnecting' : 'disconnected');
  };
  const onAttempt = (attempt: number) => store.reconnecting(attempt);

  socket.on('connect', onConnect);
  socket.on('disconnect', onDisconnect);
  socket.on('connect_error', onConnectError);
  socket.io.on('reconnect_attempt', onAttempt);
  return () => {
    socket.off('connect', onConnect);
    socket.off('disconnect', onDisconnect);
    socket.off('connect_error', onConnectError);
    socket.io.off('reconnect_attempt', onAttempt);
  };
}

/**
 * Connects the socket and keeps the connection store current; reconnects when the session token changes
 * so the server sees the new identity. Call once after the app mounts; returns the teardown.
 */
export function startRealtime(socket: NovaSocket): () => void {
  const store = useConnectionStore.getState();
  const unbind = bindConnection(socket, store);
  const unsubscribeSession = useSessionStore.subscribe((state, previous) => {
    if (state.token === previous.token) return;
    socket.disconnect();
    store.setStatus('connecting');
    socket.connect();
  });
  store.setStatus('connecting');
  socket.connect();
  return () => {
    unsubscribeSession();
    unbind();
    socket.disconnect();
    store.setStatus('disconnected');
  };
}
