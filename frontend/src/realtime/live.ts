import type { NovaSocket } from './socket';

/**
 * The shell's handle on the app's one socket. socket.io-client, the socket handlers and the protocol schemas they
 * validate facts with load after the first render (`realtime/start.ts`, imported by `App`), so nothing here may
 * import them: this module only hands the socket, once it exists, to whoever asked for it.
 */
export interface SocketSource {
  /** The socket, or null while it is not created yet. */
  current(): NovaSocket | null;
  /** Runs `take` with the socket: now when it exists, else once it is created. */
  attach(take: (socket: NovaSocket) => void): void;
}

let created: NovaSocket | null = null;
const waiting: Array<(socket: NovaSocket) => void> = [];

/** The app's socket as a source: feeds and openings wait on it (see `feeds.ts`, `features/opening/openBox.ts`). */
export const appSocket: SocketSource = {
  current: () => created,
  attach(take) {
    if (created) take(created);
    else waiting.push(take);
  },
};

/** A source over a socket that already exists (tests, and anything given its own socket). */
export function fixedSocket(socket: NovaSocket): SocketSource {
  return { current: () => socket, attach: (take) => take(socket) };
}

/**
 * Makes `socket` the app's socket and hands it to everyone waiting, in the order they asked. Called once by
 * `realtime/start.ts` before the socket connects, so subscriptions made before it existed see its first `connect`.
 */
export function provideAppSocket(socket: NovaSocket): void {
  created = socket;
  waiting.splice(0).forEach((take) => take(socket));
}
