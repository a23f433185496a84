import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@nova/protocol';
import { config } from '../config';

/** The client side of the typed protocol: events the server emits, and requests (with acks) we send. */
export type NovaSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Reconnection backoff: 0.5 s doubling up to 10 s, ±50 % jitter, retried forever. */
export const RECONNECT = {
  reconnectionDelay: 500,
  reconnectionDelayMax: 10_000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Infinity,
} as const;

/**
 * Creates a socket that does not connect until told to. `getToken` runs on every (re)connection, so a
 * new sign-in is picked up by reconnecting.
 */
export function createSocket(getToken: () => string | null, url: string | undefined = config.socketUrl): NovaSocket {
  const options = {
    autoConnect: false,
    withCredentials: true,
    reconnection: true,
    // A WebSocket first (one round trip, no polling requests and upgrade on the page's busiest seconds), long-polling
    // only where a WebSocket cannot be opened (a proxy that refuses them).
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    ...RECONNECT,
    auth: (cb: (data: object) => void) => {
      const token = getToken();
      cb(token ? { token } : {});
    },
  };
  return url ? io(url, options) : io(options);
}
