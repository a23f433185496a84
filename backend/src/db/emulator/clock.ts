import { Binary, Long, Timestamp } from 'bson';
import type { Doc } from './types';

/** The unsigned `$clusterTime.signature` of a server without keys (auth off): a zero hash, key id 0. */
const SIGNATURE = Object.freeze({ hash: new Binary(Buffer.alloc(20), 0), keyId: Long.ZERO });

/**
 * The server's logical clock, as a replica set member keeps it: a BSON Timestamp (seconds, increment)
 * that moves forward with every committed write. Replies carry it as `operationTime` (when the
 * command's effect happened) and `$clusterTime` (the newest time the server knows), so the driver's
 * causally consistent sessions can send `readConcern.afterClusterTime` and gossip the cluster time.
 */
export class LogicalClock {
  private seconds = 0;
  private increment = 0;
  private current: Timestamp = new Timestamp({ t: 0, i: 0 });
  private gossip: Doc = { clusterTime: this.current, signature: SIGNATURE };

  constructor(private readonly wallSeconds: () => number = () => Math.floor(Date.now() / 1000)) {
    this.tick();
  }

  /** The newest time handed out. */
  now(): Timestamp {
    return this.current;
  }

  /** A new time, later than every earlier one: the time of a write that just committed. */
  tick(): Timestamp {
    const wall = this.wallSeconds();
    if (wall > this.seconds) {
      this.seconds = wall;
      this.increment = 1;
    } else {
      this.increment += 1;
    }
    this.current = new Timestamp({ t: this.seconds, i: this.increment });
    this.gossip = { clusterTime: this.current, signature: SIGNATURE };
    return this.current;
  }

  /** Adds `operationTime` and `$clusterTime` to a reply. */
  stamp(reply: Doc, operationTime: Timestamp): Doc {
    reply.operationTime = operationTime;
    reply.$clusterTime = this.gossip;
    return reply;
  }
}
