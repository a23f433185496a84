import { calculateObjectSize, Long } from 'bson';
import { randomInt } from 'node:crypto';
import { CommandError, ErrorCode } from './errors';
import type { Doc } from './types';
import { MAX_BSON_OBJECT_SIZE } from './wire';

const DEFAULT_FIRST_BATCH = 101;
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;

interface OpenCursor {
  ns: string;
  docs: Doc[];
  pos: number;
  lastUsed: number;
}

export interface CursorReply extends Doc {
  id: Long;
  ns: string;
}

/**
 * Server cursors over materialized results. Ids are random positive integers below 2^48, sent as
 * BSON int64 (Long) as the driver requires; a cursor is dropped when exhausted, killed, or idle 10 min.
 */
export class CursorRegistry {
  private readonly open = new Map<number, OpenCursor>();

  /** The `cursor` sub-document of a find/aggregate/list reply. */
  first(ns: string, docs: Doc[], batchSize: number | undefined, singleBatch = false): CursorReply {
    const size = batchSize === undefined ? DEFAULT_FIRST_BATCH : batchSize === 0 ? 0 : batchSize;
    const batch = takeBatch(docs, 0, size);
    let id = 0;
    if (!singleBatch && batch.length < docs.length) {
      do id = randomInt(1, 2 ** 48);
      while (this.open.has(id));
      this.open.set(id, { ns, docs, pos: batch.length, lastUsed: Date.now() });
    }
    return { id: Long.fromNumber(id), ns, firstBatch: batch };
  }

  /** The `cursor` sub-document of a getMore reply. */
  more(id: number, ns: string, batchSize: number | undefined): CursorReply {
    const cursor = this.open.get(id);
    if (!cursor || cursor.ns !== ns) throw new CommandError(ErrorCode.CursorNotFound, `cursor id ${id} not found`);
    const batch = takeBatch(cursor.docs, cursor.pos, batchSize && batchSize > 0 ? batchSize : Infinity);
    cursor.pos += batch.length;
    cursor.lastUsed = Date.now();
    const exhausted = cursor.pos >= cursor.docs.length;
    if (exhausted) this.open.delete(id);
    return { id: Long.fromNumber(exhausted ? 0 : id), ns, nextBatch: batch };
  }

  kill(ids: number[]): { killed: number[]; notFound: number[] } {
    const killed: number[] = [];
    const notFound: number[] = [];
    for (const id of ids) (this.open.delete(id) ? killed : notFound).push(id);
    return { killed, notFound };
  }

  /** Drops idle cursors; returns how many. */
  sweep(now = Date.now()): number {
    let n = 0;
    for (const [id, cursor] of this.open) {
      if (now - cursor.lastUsed > IDLE_TIMEOUT_MS) {
        this.open.delete(id);
        n += 1;
      }
    }
    return n;
  }

  get size(): number {
    return this.open.size;
  }
}

/** Up to `count` documents from `pos`, keeping a batch under the 16 MiB reply limit (at least one). */
function takeBatch(docs: Doc[], pos: number, count: number): Doc[] {
  const end = Math.min(docs.length, pos + count);
  if (end - pos <= 1) return docs.slice(pos, end);
  let bytes = 0;
  for (let i = pos; i < end; i++) {
    bytes += calculateObjectSize(docs[i] as Doc);
    if (bytes > MAX_BSON_OBJECT_SIZE - 64 * 1024 && i > pos) return docs.slice(pos, i);
  }
  return docs.slice(pos, end);
}
