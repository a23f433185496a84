import { deserialize, serialize } from 'bson';
import type { FileHandle } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import type { JournalOp } from './oplog';

/**
 * Journal and snapshot files share one format: an 8-byte magic, then records
 * `[u32 payloadLength][u32 crc32(payload)][payload]`, where the payload is one or more BSON operation
 * documents back to back. A record is one atomic unit (a command's writes, a whole transaction).
 */
export const JOURNAL_MAGIC = Buffer.from('NOVAJRN1');
export const SNAPSHOT_MAGIC = Buffer.from('NOVASNP1');
const RECORD_HEADER = 8;

export function encodeRecord(ops: JournalOp[]): Buffer {
  const parts = ops.map((op) => serialize(op, { checkKeys: false }));
  const payload = Buffer.concat(parts);
  const head = Buffer.allocUnsafe(RECORD_HEADER);
  head.writeUInt32LE(payload.length, 0);
  head.writeUInt32LE(crc32(payload), 4);
  return Buffer.concat([head, payload]);
}

export interface DecodeResult {
  records: JournalOp[][];
  /** Bytes of the file that hold whole, valid records (including the magic). */
  validLength: number;
  /** Why decoding stopped early (a torn or corrupt tail), if it did. */
  problem?: string;
}

/** Decodes a whole file; stops at the first torn or corrupt record. */
export function decodeFile(buf: Buffer, magic: Buffer): DecodeResult {
  if (buf.length < magic.length || !buf.subarray(0, magic.length).equals(magic)) {
    return { records: [], validLength: 0, problem: buf.length === 0 ? undefined : 'missing or torn file header' };
  }
  const records: JournalOp[][] = [];
  let pos = magic.length;
  while (pos < buf.length) {
    if (pos + RECORD_HEADER > buf.length) return { records, validLength: pos, problem: 'torn record header' };
    const size = buf.readUInt32LE(pos);
    const sum = buf.readUInt32LE(pos + 4);
    const end = pos + RECORD_HEADER + size;
    if (size === 0 || end > buf.length) return { records, validLength: pos, problem: `torn record (declares ${size} bytes)` };
    const payload = buf.subarray(pos + RECORD_HEADER, end);
    if (crc32(payload) !== sum) return { records, validLength: pos, problem: 'record checksum mismatch' };
    const ops = decodePayload(payload);
    if (!ops) return { records, validLength: pos, problem: 'record holds invalid BSON' };
    records.push(ops);
    pos = end;
  }
  return { records, validLength: pos };
}

function decodePayload(payload: Buffer): JournalOp[] | null {
  const ops: JournalOp[] = [];
  let p = 0;
  try {
    while (p < payload.length) {
      if (p + 4 > payload.length) return null;
      const size = payload.readInt32LE(p);
      if (size < 5 || p + size > payload.length) return null;
      ops.push(deserialize(payload.subarray(p, p + size)) as JournalOp);
      p += size;
    }
  } catch {
    return null;
  }
  return ops;
}

interface Waiter {
  resolve: () => void;
  reject: (err: Error) => void;
}

/**
 * Appends records to an open journal file with group commit: records that arrive while a write +
 * fdatasync is in flight are written together by the next one, and each caller's promise resolves
 * only after the fdatasync covering its record. After a failed write the journal refuses appends,
 * so nothing is acknowledged on top of a possibly damaged tail.
 */
export class JournalWriter {
  private pending: Buffer[] = [];
  private waiters: Waiter[] = [];
  private flushing: Promise<void> | null = null;
  private failed: Error | null = null;

  constructor(
    private readonly fh: FileHandle,
    public size: number,
    private readonly onFlushed: (writer: JournalWriter) => void = () => undefined,
  ) {}

  append(record: Buffer): Promise<void> {
    if (this.failed) return Promise.reject(this.failed);
    return new Promise<void>((resolve, reject) => {
      this.pending.push(record);
      this.waiters.push({ resolve, reject });
      this.flushing ??= this.flushLoop();
    });
  }

  /** True while records are waiting or being written. */
  get busy(): boolean {
    return this.flushing !== null || this.pending.length > 0;
  }

  /** Resolves once everything appended so far is durable (or failed). */
  async drain(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private async flushLoop(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = Buffer.concat(this.pending);
      const waiters = this.waiters;
      this.pending = [];
      this.waiters = [];
      try {
        await writeAll(this.fh, batch);
        await this.fh.datasync();
        this.size += batch.length;
        for (const w of waiters) w.resolve();
      } catch (err) {
        this.failed = err instanceof Error ? err : new Error(String(err));
        for (const w of [...waiters, ...this.waiters]) w.reject(this.failed);
        this.pending = [];
        this.waiters = [];
      }
    }
    this.flushing = null;
    this.onFlushed(this);
  }

  async close(): Promise<void> {
    await this.drain();
    await this.fh.close();
  }
}

/** Writes a whole buffer (FileHandle.write may write less than asked). */
export async function writeAll(fh: FileHandle, buf: Buffer): Promise<void> {
  let off = 0;
  while (off < buf.length) {
    const { bytesWritten } = await fh.write(buf, off, buf.length - off);
    off += bytesWritten;
  }
}
