import type { Doc } from './types';

/** A point of the logical clock: a BSON Timestamp's seconds and increment. */
export interface ClockTime {
  readonly t: number;
  readonly i: number;
}

/** Where a reply keeps its operation time until it is encoded (a symbol: bson does not serialize it). */
const OPERATION_TIME = Symbol('operationTime');

/**
 * The server's logical clock, as a replica set member keeps it: a BSON Timestamp (seconds, increment)
 * that moves forward with every committed write. Replies carry it as `operationTime` (when the
 * command's effect happened) and `$clusterTime` (the newest time the server knows), so the driver's
 * causally consistent sessions can send `readConcern.afterClusterTime` and gossip the cluster time.
 *
 * Both are written straight into a reply's bytes when it is encoded (`writeTimes`, from wire.ts):
 * encoding two bson Timestamps per reply cost more than the rest of a short command's reply.
 * `$clusterTime` has no `signature`: without authentication MongoDB sends a zero hash there, which
 * drivers pass back untouched and nothing reads; decoding it was most of what cluster times cost the
 * driver per reply (profiled on a loop of short transactions).
 */
export class LogicalClock {
  private current: ClockTime = { t: 0, i: 0 };

  constructor(private readonly wallSeconds: () => number = () => Math.floor(Date.now() / 1000)) {
    this.tick();
  }

  /** The newest time handed out (the cluster time). */
  now(): ClockTime {
    return this.current;
  }

  /** A new time, later than every earlier one: the time of a write that just committed. */
  tick(): ClockTime {
    const wall = this.wallSeconds();
    this.current = wall > this.current.t ? { t: wall, i: 1 } : { t: this.current.t, i: this.current.i + 1 };
    return this.current;
  }

  /** Gives a reply its operation time (its `$clusterTime` is the clock's newest when it is encoded). */
  stamp(reply: Doc, operationTime: ClockTime): Doc {
    (reply as { [OPERATION_TIME]?: ClockTime })[OPERATION_TIME] = operationTime;
    return reply;
  }
}

/** The operation time `stamp` gave a reply, if any. */
export function operationTimeOf(reply: Doc): ClockTime | undefined {
  return (reply as { [OPERATION_TIME]?: ClockTime })[OPERATION_TIME];
}

const OPERATION_TIME_ELEMENT = Buffer.from('\x11operationTime\0', 'latin1');
const CLUSTER_TIME_ELEMENT = Buffer.from('\x03$clusterTime\0', 'latin1');
const CLUSTER_TIME_FIELD = Buffer.from('\x11clusterTime\0', 'latin1');
const EMBEDDED_SIZE = 4 + CLUSTER_TIME_FIELD.length + 8 + 1;

/** Bytes `writeTimes` adds to a document. */
export const TIMES_SIZE = OPERATION_TIME_ELEMENT.length + 8 + CLUSTER_TIME_ELEMENT.length + EMBEDDED_SIZE;

/**
 * Writes the BSON elements `operationTime: Timestamp` and `$clusterTime: {clusterTime: Timestamp}` at
 * `at` (a BSON Timestamp is the increment then the seconds, each a little-endian uint32); returns the
 * position after them.
 */
export function writeTimes(out: Buffer, at: number, operationTime: ClockTime, clusterTime: ClockTime): number {
  let p = at + OPERATION_TIME_ELEMENT.copy(out, at);
  p = writeTimestamp(out, p, operationTime);
  p += CLUSTER_TIME_ELEMENT.copy(out, p);
  p = out.writeInt32LE(EMBEDDED_SIZE, p);
  p += CLUSTER_TIME_FIELD.copy(out, p);
  p = writeTimestamp(out, p, clusterTime);
  out[p] = 0;
  return p + 1;
}

function writeTimestamp(out: Buffer, at: number, time: ClockTime): number {
  return out.writeUInt32LE(time.t, out.writeUInt32LE(time.i, at));
}
