import { ErrorCode, type Ack } from '@nova/protocol';
import type { Clock, NovaSocket } from '../context';

/** Requests a socket may send in a burst, and how many it earns back per second. */
export const SOCKET_BURST = 40;
export const SOCKET_REFILL_PER_SECOND = 20;
/** Refused requests in a row after which the socket is disconnected as a flood. */
export const SOCKET_FLOOD_DISCONNECT = 200;

type AckFn = (response: Ack<never>) => void;

/**
 * Per-socket middleware run before every handler: unknown events and requests over the socket's budget are
 * answered with an ack error (when the client asked for one) and dropped; a socket that keeps flooding is
 * disconnected. Other sockets and the server carry on. The budget refills by `clock` (the app's injectable
 * clock), so tests move time instead of waiting for it.
 */
export function guardSocket(
  socket: NovaSocket,
  clock: Clock,
  onRefused?: (reason: 'unknown-event' | 'rate-limited' | 'flood', event: string) => void,
): void {
  let tokens = SOCKET_BURST;
  let last = clock.now().getTime();
  let refusedInARow = 0;

  socket.use(([event, ...args], next) => {
    const ack = typeof args[args.length - 1] === 'function' ? (args[args.length - 1] as AckFn) : null;
    const now = clock.now().getTime();
    tokens = Math.min(SOCKET_BURST, tokens + (Math.max(0, now - last) / 1000) * SOCKET_REFILL_PER_SECOND);
    last = now;

    if (tokens < 1) {
      refusedInARow += 1;
      if (refusedInARow >= SOCKET_FLOOD_DISCONNECT) {
        onRefused?.('flood', event);
        socket.disconnect(true);
        return;
      }
      if (refusedInARow === 1) onRefused?.('rate-limited', event);
      ack?.({ ok: false, error: { code: ErrorCode.RATE_LIMITED, message: 'Too many requests on this connection. Slow down.' } });
      return;
    }
    tokens -= 1;
    refusedInARow = 0;

    if (socket.listenerCount(event) === 0) {
      onRefused?.('unknown-event', event);
      ack?.({ ok: false, error: { code: ErrorCode.UNKNOWN_EVENT, message: `Unknown event: ${String(event).slice(0, 64)}` } });
      return;
    }
    next();
  });
}
