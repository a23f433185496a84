import { randomUUID } from 'node:crypto';
import mongoose, { Schema, Types } from 'mongoose';
import type { Clock } from './clock';
import type { DomainEventName, DomainEvents } from './eventMap';
import type { Logger } from './logger';

/**
 * The transactional outbox (docs/events.md): the domain events of a transaction, stored in the same transaction.
 * `leaseUntil`/`owner`: the node that may publish it until then (the committing node first, then whichever relay
 * claims it). A published record is deleted, so the collection only ever holds what is not yet known to be out.
 */
export interface OutboxRecord {
  _id: Types.ObjectId;
  /** The transaction's events, in the order recorded (one record per transaction, not per event). */
  events: OutboxEvent[];
  at: Date;
  owner: string;
  leaseUntil: Date;
}

/**
 * One event of an outbox record: its payload, or only `ref` (e.g. an opening's id) where the event can be rebuilt
 * from what its transaction stored (`Outbox.rebuildFrom`), so the record stays small.
 */
export interface OutboxEvent {
  name: DomainEventName;
  payload?: unknown;
  ref?: string;
}

/** Rebuilds an event's payload from the documents its transaction stored; null when they are gone. */
export type Rebuilder<K extends DomainEventName> = (ref: string) => Promise<DomainEvents[K] | null>;

/** An outbox event's id, the same at every publish: its record's id and its place in the record's `events`. */
export const outboxEventId = (recordId: Types.ObjectId, index: number) => `${recordId.toHexString()}:${index}`;

const outboxSchema = new Schema<OutboxRecord>(
  {
    events: { type: [{ _id: false, name: { type: String, required: true }, payload: Schema.Types.Mixed, ref: String }], required: true },
    at: { type: Date, required: true },
    owner: { type: String, required: true },
    leaseUntil: { type: Date, required: true },
  },
  { versionKey: false, collection: 'outbox' },
);
// No index but _id: the collection only holds what is not yet out (a few records per 100 ms under load), so the
// relay's look (lease run out) scans it, and each opening's record costs no index entry to add and remove.

export const OutboxModel = mongoose.model<OutboxRecord>('Outbox', outboxSchema);

/**
 * How long the committing node holds its own events before any relay may publish them: the fast path publishes at
 * once, so only a node that died (or lost its database) between commit and publish leaves them for a relay.
 */
export const OUTBOX_LEASE_MS = 10_000;

/** How long published events gather before one delete for all of them. */
export const OUTBOX_MARK_MS = 100;

/** One node's side of the outbox: who it is, its clock, and the writes every path shares. */
export class Outbox {
  /** This process's identity as a lease owner (a restarted node is a new owner; its old leases simply expire). */
  readonly node = `${process.pid}-${randomUUID()}`;
  /**
   * Test only (the outbox kill test's doomed node): nothing is published, neither by the fast path nor by a relay,
   * as if the process died right after each commit.
   */
  testOnlyHold = false;
  private doneQueue: Types.ObjectId[] = [];
  private flushing: Promise<void> | null = null;
  private markTimer: NodeJS.Timeout | null = null;
  private flushNow: (() => void) | null = null;
  /** Published here but not yet deleted: a relay on this node never claims these (they went out already). */
  private readonly publishing = new Set<string>();
  private readonly rebuilders = new Map<DomainEventName, (ref: string) => Promise<unknown>>();

  constructor(
    readonly clock: Clock,
    readonly leaseMs = OUTBOX_LEASE_MS,
  ) {}

  /**
   * The outbox record of `events` (one for all of them: the stored cost of a transaction's events is one document),
   * leased to this node, for the caller to insert inside its transaction: with the transaction's last batch of writes
   * where it has one (`insertAll`), else in one insert before the commit.
   */
  record(events: readonly OutboxEvent[]): OutboxRecord {
    const at = this.clock.now();
    const leaseUntil = new Date(at.getTime() + this.leaseMs);
    const stored = events.map(({ name, payload, ref }) => (ref !== undefined && this.rebuilders.has(name) ? { name, ref } : { name, payload }));
    return { _id: new Types.ObjectId(), events: stored, at, owner: this.node, leaseUntil };
  }

  /** Lets events named `name` that carry a `ref` be stored as that ref alone, and be rebuilt by `rebuild` when relayed. */
  rebuildFrom<K extends DomainEventName>(name: K, rebuild: Rebuilder<K>): void {
    this.rebuilders.set(name, rebuild);
  }

  /**
   * A claimed record's events with their payloads (those stored by reference rebuilt) and their ids; an event that
   * cannot be rebuilt any more (its documents are gone) is logged and left out.
   */
  async payloads(record: OutboxRecord, logger: Logger): Promise<(OutboxEvent & { id: string })[]> {
    const out: (OutboxEvent & { id: string })[] = [];
    for (const [i, { name, payload, ref }] of record.events.entries()) {
      const rebuild = ref === undefined ? null : this.rebuilders.get(name);
      const value = rebuild ? await rebuild(ref!) : payload;
      if (value === null || value === undefined) logger.error({ event: name, ref, record: record._id }, 'outbox: an event could not be rebuilt');
      else out.push({ name, payload: value, id: outboxEventId(record._id, i) });
    }
    return out;
  }

  /**
   * Marks published events done by deleting their records. They gather for `OUTBOX_MARK_MS` and share one delete (an
   * opening would otherwise pay a write of its own after every commit); only this node's leases are deleted, so a
   * lease lost to another relay is left to it. A crash inside the window only means those events go out again after
   * their lease (at least once).
   */
  markDone(ids: readonly Types.ObjectId[]): Promise<void> {
    for (const id of ids) this.publishing.add(id.toHexString());
    this.doneQueue.push(...ids);
    this.flushing ??= new Promise<void>((resolve) => {
      this.markTimer = setTimeout(resolve, OUTBOX_MARK_MS);
      this.markTimer.unref();
      this.flushNow = resolve;
    }).then(() => this.writeMarks());
    return this.flushing;
  }

  /** Deletes the published records gathered so far at once (shutdown), and resolves when that is stored. */
  async flushMarks(): Promise<void> {
    if (this.markTimer) clearTimeout(this.markTimer);
    this.flushNow?.();
    await this.flushing;
  }

  private async writeMarks(): Promise<void> {
    const batch = this.doneQueue;
    this.doneQueue = [];
    this.flushing = null;
    this.markTimer = null;
    this.flushNow = null;
    try {
      await OutboxModel.collection.deleteMany({ _id: { $in: batch }, owner: this.node });
    } finally {
      for (const id of batch) this.publishing.delete(id.toHexString());
    }
  }

  /**
   * Claims up to `limit` records whose lease ran out, oldest first, each by a conditional update on the
   * lease it saw (two relays never both win one), and returns the claimed ones.
   */
  async claim(limit: number): Promise<OutboxRecord[]> {
    const now = this.clock.now();
    const candidates = await OutboxModel.collection.find({ leaseUntil: { $lte: now } }, { sort: { _id: 1 }, limit }).toArray();
    const claimed: OutboxRecord[] = [];
    const leaseUntil = new Date(now.getTime() + this.leaseMs);
    for (const c of candidates) {
      if (this.publishing.has(c._id.toHexString())) continue;
      const won = await OutboxModel.collection.updateOne(
        { _id: c._id, owner: c.owner, leaseUntil: c.leaseUntil },
        { $set: { owner: this.node, leaseUntil } },
      );
      if (won.modifiedCount === 1) claimed.push({ ...(c as OutboxRecord), owner: this.node, leaseUntil });
    }
    return claimed;
  }
}
