import { Timestamp } from 'bson';
import type { Doc } from './types';

/**
 * The server's logical clock, as a replica set member keeps it: a BSON Timestamp (seconds, increment)
 * that moves forward with every committed write. Replies carry it as `operationTime` (when the
 * command's effect happened) and `$clusterTime` (the newest time the server knows), so the driver's
 * causally consistent sessions can send `readConcern.afterClusterTime` and gossip the cluster time.
 *
 * `$clusterTime` has no `signature`: without authentication MongoDB sends a zero hash there, which
 * drivers pass back untouched and nothing reads; decoding it was most of what cluster times cost the
 * driver per reply (profiled on a loop of short transactions).
 */
export class LogicalClock {
  private seconds = 0;
  private increment = 0;
  private current: Timestamp = new Timestamp({ t: 0, i: 0 });
  private gossip: Doc = { clusterTime: this.current };

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
    this.gossip = { clusterTime: this.current };
    return this.current;
  }

  /** Adds `operationTime` and `$clusterTime` to a reply. */
  stamp(reply: Doc, operationTime: Timestamp): Doc {
    reply.operationTime = operationTime;
    reply.$clusterTime = this.gossip;
    return reply;
  }
}
