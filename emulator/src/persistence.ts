import { chmod, mkdir, open, readdir, readFile, rename, rm, truncate, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Catalog } from './catalog';
import { JOURNAL_MAGIC, JournalWriter, SNAPSHOT_MAGIC, decodeFile, encodeRecord, writeAll } from './journal';
import { applyOp, snapshotOps, type JournalOp } from './oplog';
import type { Logger } from './types';

const LOCK = 'LOCK';
const SNAPSHOT = 'snapshot.bson';
const SNAPSHOT_TMP = 'snapshot.bson.tmp';
const JOURNAL_RE = /^journal-(\d+)\.log$/;
const journalName = (gen: number): string => `journal-${gen}.log`;

export interface PersistenceOptions {
  /** Compact (snapshot + new journal) once the journal grows past this many bytes. */
  compactBytes?: number;
}

/**
 * Durability for a data directory: `snapshot.bson` (the state as of a compaction, ending with the
 * generation of the journal that follows it) and `journal-<gen>.log` files of committed writes.
 * Start-up loads the snapshot, replays journals of that generation and later (dropping a torn or
 * corrupt tail), and deletes older ones. Compaction switches appends to a new journal, writes the
 * snapshot to a temp file, fsyncs it, renames it into place, fsyncs the directory, then deletes the
 * old journal, so a crash at any step leaves a loadable directory.
 */
export class Persistence {
  private compacting: Promise<void> | null = null;

  private constructor(
    private readonly dir: string,
    private readonly catalog: Catalog,
    private readonly logger: Logger,
    private readonly compactBytes: number,
    private writer: JournalWriter,
    private gen: number,
    private readonly unlock: () => Promise<void>,
  ) {}

  static async open(dir: string, catalog: Catalog, logger: Logger, opts: PersistenceOptions = {}): Promise<Persistence> {
    // Private: the journal holds password hashes and unrevealed server seeds.
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700);
    const unlock = await lockDirectory(dir);
    try {
      return await Persistence.load(dir, catalog, logger, opts, unlock);
    } catch (err) {
      await unlock();
      throw err;
    }
  }

  private static async load(dir: string, catalog: Catalog, logger: Logger, opts: PersistenceOptions, unlock: () => Promise<void>): Promise<Persistence> {
    await rm(path.join(dir, SNAPSHOT_TMP), { force: true });
    let gen = 0;
    const snapshot = await readFile(path.join(dir, SNAPSHOT)).catch(() => null);
    if (snapshot) {
      const decoded = decodeFile(snapshot, SNAPSHOT_MAGIC);
      const end = decoded.records.at(-1)?.at(-1);
      if (decoded.problem || end?.o !== 'end') throw new Error(`emulator snapshot ${path.join(dir, SNAPSHOT)} is damaged: ${decoded.problem ?? 'no end marker'}`);
      for (const ops of decoded.records) replay(catalog, ops, logger);
      gen = end.nextGen;
    }
    const journals = (await readdir(dir))
      .map((name) => Number(JOURNAL_RE.exec(name)?.[1] ?? NaN))
      .filter((g) => Number.isInteger(g))
      .sort((a, b) => a - b);
    let records = 0;
    let size = 0;
    for (const g of journals) {
      const file = path.join(dir, journalName(g));
      if (g < gen) {
        await rm(file, { force: true });
        continue;
      }
      const buf = await readFile(file);
      const decoded = decodeFile(buf, JOURNAL_MAGIC);
      for (const ops of decoded.records) replay(catalog, ops, logger);
      records += decoded.records.length;
      if (decoded.problem) {
        logger.warn({ file, problem: decoded.problem, droppedBytes: buf.length - decoded.validLength }, 'emulator journal: dropped a torn or corrupt tail');
        await truncate(file, decoded.validLength);
      }
      gen = g;
      size = decoded.validLength;
    }
    let self: Persistence | null = null;
    const writer = await openJournal(dir, gen, size, (w) => self?.afterFlush(w));
    const persistence = new Persistence(dir, catalog, logger, opts.compactBytes ?? 64 * 1024 * 1024, writer, gen, unlock);
    self = persistence;
    logger.info({ dir, generation: gen, replayedRecords: records }, 'emulator data directory loaded');
    if (writer.size > persistence.compactBytes) await persistence.compact();
    return persistence;
  }

  /** Appends one atomic record; resolves once it is on disk. */
  commit(ops: JournalOp[]): Promise<void> {
    return this.writer.append(encodeRecord(ops));
  }

  private afterFlush(writer: JournalWriter): void {
    if (writer === this.writer && writer.size > this.compactBytes && !this.compacting) {
      this.compact().catch((err: unknown) => this.logger.error({ err }, 'emulator compaction failed'));
    }
  }

  /** Writes a snapshot of the current state and starts a fresh journal. */
  compact(): Promise<void> {
    this.compacting ??= this.runCompaction().finally(() => {
      this.compacting = null;
    });
    return this.compacting;
  }

  private async runCompaction(): Promise<void> {
    const nextGen = this.gen + 1;
    const next = await openJournal(this.dir, nextGen, 0, (w) => this.afterFlush(w));
    while (this.writer.busy) await this.writer.drain();
    // Synchronous from here to the switch: the snapshot is exactly the state the old journal describes.
    const records = [...snapshotOps(this.catalog, nextGen)].map(encodeRecord);
    const old = this.writer;
    const oldGen = this.gen;
    this.writer = next;
    this.gen = nextGen;
    const tmp = path.join(this.dir, SNAPSHOT_TMP);
    const fh = await open(tmp, 'w', 0o600);
    try {
      await writeAll(fh, Buffer.concat([SNAPSHOT_MAGIC, ...records]));
      await fh.sync();
    } finally {
      await fh.close();
    }
    await rename(tmp, path.join(this.dir, SNAPSHOT));
    await syncDir(this.dir);
    await old.close();
    await rm(path.join(this.dir, journalName(oldGen)), { force: true });
    this.logger.debug({ generation: nextGen }, 'emulator journal compacted');
  }

  async close(): Promise<void> {
    await this.compacting;
    await this.writer.close();
    await this.unlock();
  }
}

const lockedHere = new Set<string>();

/**
 * One emulator per data directory: a LOCK file holds the owner's pid. A lock left by a process that
 * no longer runs (a crash, SIGKILL) is taken over; a live owner makes start-up fail.
 */
async function lockDirectory(dir: string): Promise<() => Promise<void>> {
  const file = path.join(dir, LOCK);
  const key = path.resolve(dir);
  if (lockedHere.has(key)) throw new Error(`emulator data directory ${dir} is already open in this process`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fh = await open(file, 'wx', 0o600);
      await fh.writeFile(String(process.pid));
      await fh.close();
      lockedHere.add(key);
      return async () => {
        lockedHere.delete(key);
        await rm(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new Error(`emulator data directory ${dir} is in use by process ${owner}`);
      }
      await unlink(file).catch(() => undefined);
    }
  }
  throw new Error(`could not lock emulator data directory ${dir}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function replay(catalog: Catalog, ops: JournalOp[], logger: Logger): void {
  for (const op of ops) {
    try {
      if (!applyOp(catalog, op)) logger.warn({ op: (op as { o?: unknown }).o }, 'emulator journal: unknown operation skipped');
    } catch (err) {
      logger.error({ err, op: op.o }, 'emulator journal: operation failed to replay');
    }
  }
}

async function openJournal(dir: string, gen: number, size: number, onFlushed?: (w: JournalWriter) => void): Promise<JournalWriter> {
  const file = path.join(dir, journalName(gen));
  const fh = await open(file, 'a', 0o600);
  if (size < JOURNAL_MAGIC.length) {
    await fh.truncate(0);
    await writeAll(fh, JOURNAL_MAGIC);
    await fh.sync();
    await syncDir(dir);
    size = JOURNAL_MAGIC.length;
  }
  return new JournalWriter(fh, size, onFlushed);
}

async function syncDir(dir: string): Promise<void> {
  const fh = await open(dir, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}
