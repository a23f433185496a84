import { randomUUID } from 'node:crypto';
import mongoose, { Schema, Types } from 'mongoose';
import type { Clock } from '../context';
import type { DomainEventName } from './eventMap';

/**
 * The transactional outbox (docs/events.md): the domain events of a transaction, stored in the same transaction.
 * `leaseUntil`/`owner`: the node that may publish it until then (the committing node first, then whichever relay
 * claims it); `doneAt`: published.
 */
export interface OutboxRecord {
  _id: Types.ObjectId;
  name: DomainEventName;
  payload: unknown;
  at: Date;
  owner: string;
  leaseUntil: Date;
  doneAt: Date | null;
}

const outboxSchema = new Schema<OutboxRecord>(
  {
    name: { type: String, required: true },
    payload: Schema.Types.Mixed,
    at: { type: Date, required: true },
    owner: { type: String, required: true },
    leaseUntil: { type: Date, required: true },
    doneAt: { type: Date, default: null },
  },
  { versionKey: false, collection: 'outbox' },
);
// The relay's question: undone events whose lease has run out, oldest first.
outboxSchema.index({ doneAt: 1, leaseUntil: 1 });

export const OutboxModel = mongoose.model<OutboxRecord>('Outbox', outboxSchema);

/**
 * How long the committing node holds its own events before any relay may publish them: the fast path publishes at
 * once, so only a node that died (or lost its database) between commit and publish leaves them for a relay.
 */
export const OUTBOX_LEASE_MS = 10_000;

/** How long published events' done marks gather before one write for all of them. */
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
  /** Published here but not yet marked done: a relay on this node never claims these (they went out already). */
  private readonly publishing = new Set<string>();

  constructor(
    readonly clock: Clock,
    readonly leaseMs = OUTBOX_LEASE_MS,
  ) {}

  /**
   * The outbox records of `events`, leased to this node, for the caller to insert inside its transaction: with the
   * transaction's last batch of writes where it has one (`insertAll`), else in one insert before the commit.
   */
  records(events: readonly { name: DomainEventName; payload: unknown }[]): OutboxRecord[] {
    const at = this.clock.now();
    const leaseUntil = new Date(at.getTime() + this.leaseMs);
    return events.map(({ name, payload }) => ({ _id: new Types.ObjectId(), name, payload, at, owner: this.node, leaseUntil, doneAt: null }));
  }

  /**
   * Marks published events done. Marks gather for `OUTBOX_MARK_MS` and share one write (an opening would otherwise
   * pay a write of its own after every commit); only this node's leases are marked, so a lease lost to another relay
   * is left to it. A crash inside the window only means those events go out again after their lease (at least once).
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

  /** Writes the marks gathered so far at once (shutdown), and resolves when they are stored. */
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
      await OutboxModel.collection.updateMany({ _id: { $in: batch }, owner: this.node }, { $set: { doneAt: this.clock.now() } });
    } finally {
      for (const id of batch) this.publishing.delete(id.toHexString());
    }
  }

  /**
   * Claims up to `limit` undone events whose lease ran out, oldest first, each by a conditional update on the
   * lease it saw (two relays never both win one), and returns the claimed ones.
   */
  async claim(limit: number): Promise<OutboxRecord[]> {
    const now = this.clock.now();
    const candidates = await OutboxModel.collection
      .find({ doneAt: null, leaseUntil: { $lte: now } }, { sort: { _id: 1 }, limit })
      .toArray();
    const claimed: OutboxRecord[] = [];
    const leaseUntil = new Date(now.getTime() + this.leaseMs);
    for (const c of candidates) {
      if (this.publishing.has(c._id.toHexString())) continue;
      const won = await OutboxModel.collection.updateOne(
        { _id: c._id, doneAt: null, owner: c.owner, leaseUntil: c.leaseUntil },
        { $set: { owner: this.node, leaseUntil } },
      );
      if (won.modifiedCount === 1) claimed.push({ ...(c as OutboxRecord), owner: this.node, leaseUntil });
    }
    return claimed;
  }
}
