import type { AckCallback } from './ack';
import type { OpenBoxResultDto } from './dto';
import type { BoxOpenPayload } from './schemas/openings';

/**
 * The whole realtime protocol. Server facts are past tense; client requests are imperative and take an ack.
 * Every server fact carries `seq`, increasing per stream, so clients can drop deltas older than their snapshot.
 */
export interface PresenceCounted {
  seq: number;
  online: number;
}

export interface ServerToClientEvents {
  'presence:counted': (payload: PresenceCounted) => void;
}

export interface ClientToServerEvents {
  'presence:get': (payload: Record<string, never>, ack: AckCallback<{ online: number }>) => void;
  /** Opens a box (signed-in sockets only). Same service and result as `POST /api/boxes/:id/open`. */
  'box:open': (payload: BoxOpenPayload, ack: AckCallback<OpenBoxResultDto>) => void;
}

/** Messages between backend nodes (through the adapter). */
export interface InterServerEvents {
  ping: () => void;
}

/** What the server knows about a socket after `io.use()` authentication. */
export interface SocketData {
  userId: string | null;
  role: 'player' | 'support' | 'admin' | null;
}
