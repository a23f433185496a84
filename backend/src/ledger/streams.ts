import { rooms } from '@nova/protocol';
import type { LiveStream } from '../realtime/stream';

/**
 * Every balance change goes to all of the player's sockets (every tab, every node). `seq` is the balance version
 * written with the change, so a client that read `GET /api/me` (which carries the same version) drops what it has.
 */
export const ledgerStreams: readonly LiveStream[] = [
  {
    stream: 'balance',
    on: {
      'balance.changed': (e) => ({
        event: 'balance:changed',
        to: rooms.user(e.userId),
        payload: { seq: e.version, balance: e.balance, delta: e.delta, kind: e.kind, at: e.at.toISOString() },
      }),
    },
  },
];
