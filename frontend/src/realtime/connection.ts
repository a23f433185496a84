import type { ConnectionState } from '../stores/useConnectionStore';
import { useConnectionStore } from '../stores/useConnectionStore';
import { useSessionStore } from '../stores/useSessionStore';
import { RECONNECT, type NovaSocket } from './socket';

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

/** The first backoff step with its jitter: how long to wait before connecting again after the server cut us off. */
const serverCutDelay = () => RECONNECT.reconnectionDelay * (1 + RECONNECT.randomizationFactor * (2 * Math.random() - 1));

/**
 * When the server itself closes the socket ('io server disconnect': a restart or deploy, a revoked session),
 * Socket.IO does not retry on its own. Connect again after the first backoff step, signed in or not; if that fails
 * the manager keeps retrying with its backoff. A refused token then fails the handshake and signs out
 * (`auth/sessionEffects.ts`), which reconnects as a guest. Returns the teardown.
 */
export function reconnectAfterServerCut(
  socket: Pick<NovaSocket, 'on' | 'off' | 'connect' | 'connected' | 'active'>,
  store: Pick<ConnectionState, 'setStatus'>,
  delay: () => number = serverCutDelay,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onDisconnect = (reason: string) => {
    if (reason !== 'io server disconnect') return;
    clearTimeout(timer);
    store.setStatus('reconnecting');
    timer = setTimeout(() => {
      if (!socket.connected && !socket.active) socket.connect();
    }, delay());
  };
  socket.on('disconnect', onDisconnect);
  return () => {
    clearTimeout(timer);
    socket.off('disconnect', onDisconnect);
  };
}

/**
 * Connects the socket and keeps the connection store current; reconnects when the session token changes
 * so the server sees the new identity, and after the server closed the connection. Call once after the app
 * mounts; returns the teardown.
 */
export function startRealtime(socket: NovaSocket): () => void {
  const store = useConnectionStore.getState();
  const unbind = bindConnection(socket, store);
  const unretry = reconnectAfterServerCut(socket, store);
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
    unretry();
    unbind();
    socket.disconnect();
    store.setStatus('disconnected');
  };
}
