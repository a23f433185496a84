import { MongoClientBulkWriteError, type Document } from 'mongodb';
import mongoose, { type ClientSession, type Collection, type Types } from 'mongoose';
import { publishDurably, type DomainEventBus, type DomainEvents } from './events';
import { OutboxModel, outboxEventId } from './outbox';
import { writeInOneRoundTrip, type StagedWrite } from './roundTrip';

type Pending = { [K in keyof DomainEvents]: { name: K; payload: DomainEvents[K]; ref?: string } }[keyof DomainEvents];

/**
 * One unit of work: a multi-document transaction. Its work reads and writes through `session` where it needs an
 * answer at once (a conditional update that says whether it matched, a read), and otherwise stages: documents to
 * insert (`stage`), updates it decided on (`stageUpdate`), conditions that must still hold (`require`), and its domain
 * events (`emit`). When the work is done, the events' before-commit handlers run (they may stage and emit too), and
 * everything staged goes to the server in one round trip with the outbox record of the events (`flush`); then the
 * transaction commits and the events are published (docs/events.md).
 */
export class Transaction {
  private staged: StagedWrite[] = [];
  private events: Pending[] = [];
  /** How many of `events` had their before-commit handlers run. */
  private reacted = 0;
  /** How many of `events` are in an outbox record (written, or staged with the writes being flushed). */
  private recorded = 0;
  private records: Types.ObjectId[] = [];
  /** Per event of `events` that has a record, its outbox id (`outboxEventId`). */
  private ids: string[] = [];

  constructor(
    readonly session: ClientSession,
    private readonly bus: DomainEventBus,
  ) {}

  /** Inserts `doc` into `collection` at the flush. Nothing in this transaction reads it back before then. */
  stage(collection: Collection, doc: Document): void {
    this.staged.push({ kind: 'insert', collection, doc });
  }

  /** Applies `update` to the one document `filter` names (by `_id`) at the flush. */
  stageUpdate(collection: Collection, filter: Document, update: Document | Document[]): void {
    this.staged.push({ kind: 'update', collection, filter, update });
  }

  /**
   * A condition this transaction needs to hold at commit: one document of `collection` matches `filter` (its `_id`
   * plus equality values), checked at the flush; when none does, `otherwise()` is thrown and nothing is kept.
   */
  require(collection: Collection, filter: Document, otherwise: () => Error): void {
    this.staged.push({ kind: 'require', collection, filter, otherwise });
  }

  /**
   * Records a domain event, published after the commit. With `ref` (the id of a document this transaction stores),
   * its outbox record keeps only the ref where the event's domain can rebuild it from that document
   * (`Outbox.rebuildFrom`), so the record stays small.
   */
  emit<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K], ref?: string): void {
    this.events.push({ name, payload, ref } as Pending);
  }

  /**
   * Writes what is staged so far, with the outbox record of the events recorded so far, in one round trip. The end
   * of the work flushes by itself; call it earlier only before a read of something staged (the ledger reading its
   * own entries does).
   */
  async flush(): Promise<void> {
    const writes = [...this.staged, ...this.outboxRecord()];
    this.staged = [];
    if (writes.length > 0) await writeInOneRoundTrip(this.session, writes);
  }

  /** Runs the before-commit handlers of the events emitted so far, in order, and of those they emit in turn. */
  async react(): Promise<void> {
    while (this.reacted < this.events.length) {
      const { name, payload } = this.events[this.reacted++]!;
      for (const handler of this.bus.beforeCommitHandlers(name)) await handler(this, payload as never);
    }
  }

  /** The outbox record of the events not yet in one, as an insert (none without an outbox or new events). */
  private outboxRecord(): StagedWrite[] {
    const outbox = this.bus.outbox;
    if (!outbox || this.recorded === this.events.length) return [];
    const doc = outbox.record(this.events.slice(this.recorded));
    doc.events.forEach((_, i) => this.ids.push(outboxEventId(doc._id, i)));
    this.recorded = this.events.length;
    this.records.push(doc._id);
    return [{ kind: 'insert', collection: OutboxModel.collection, doc }];
  }

  /**
   * After the commit: emits every recorded event, in order, and marks them done in the outbox once the durable
   * listeners (the staff feed) stored what they hold for them. Should this process die before they are marked, their
   * lease runs out and a relay publishes them again (at least once, docs/events.md).
   */
  publish(): void {
    const { bus, events, records, ids } = this;
    if (bus.outbox?.testOnlyHold) return;
    const outbox = bus.outbox;
    const published = publishDurably(
      bus,
      events.map(({ name, payload }, i) => ({ name, payload, id: ids[i] })),
      true,
    );
    if (!outbox || records.length === 0) return void published.catch(() => undefined);
    published
      .then(() => outbox.markDone(records))
      .catch((err: unknown) => bus.logger.error({ err }, 'outbox: not marked done (it goes out again after its lease)'));
  }
}

/**
 * Runs `work` as one unit of work (a `Transaction`), retried by the driver on transient errors such as WriteConflict
 * (each attempt starts from a fresh transaction: nothing staged or emitted by a failed attempt survives). When `work`
 * is done, the before-commit handlers of its events run, everything staged is flushed with the events' outbox record,
 * the transaction commits, and then its events are published. Anything `work` or a handler throws aborts the
 * transaction and is rethrown unchanged.
 */
export async function inTransaction<T>(bus: DomainEventBus, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const session = await mongoose.startSession();
  const attempt: { tx: Transaction | null } = { tx: null };
  try {
    const result = await session.withTransaction(async () => {
      const tx = new Transaction(session, bus);
      attempt.tx = tx;
      const value = await work(tx);
      await tx.react();
      await tx.flush();
      return value;
    });
    attempt.tx?.publish();
    return result;
  } finally {
    await session.endSession();
  }
}

/** True for a MongoDB duplicate-key error (E11000), optionally on a given index key field. */
export function isDuplicateKey(err: unknown, field?: string): boolean {
  if (err instanceof MongoClientBulkWriteError && err.writeErrors.size > 0) {
    return [...err.writeErrors.values()].some((e) => isDuplicateKey({ code: e.code, message: e.message }, field));
  }
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { code?: unknown; keyPattern?: Record<string, unknown>; message?: unknown };
  if (e.code !== 11000) return false;
  if (!field) return true;
  if (e.keyPattern) return field in e.keyPattern;
  return typeof e.message === 'string' && e.message.includes(field);
}

/** The field a duplicate-key error (E11000) is about (a dotted path for a field of a part), or null for any other error. */
export function duplicateKeyField(err: unknown): string | null {
  if (typeof err !== 'object' || err === null) return null;
  const e = err as { code?: unknown; keyPattern?: Record<string, unknown>; keyValue?: Record<string, unknown>; message?: unknown };
  if (e.code !== 11000) return null;
  const key = Object.keys(e.keyPattern ?? e.keyValue ?? {})[0];
  if (key) return key;
  const index = /index: ([\w.]+?)_1\b/.exec(String(e.message ?? ''));
  return index?.[1] ?? 'unknown';
}
