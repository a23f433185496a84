import { MongoBulkWriteError } from 'mongodb';
import { Types } from 'mongoose';
import type { StaffEventDto } from '@nova/protocol';
import type { AppContext, NovaIo } from '../context';
import type { EventSource } from '../core/events';
import { outlet, type Outlet } from '../realtime/outlet';
import { snapshotSeq } from '../realtime/sequence';
import { usernames } from '../users/directory';
import { StaffEventModel, type StaffEvent } from './model';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A staff event before it is stored: no id or seq yet, `at` as a Date; `username: ''` is looked up at flush. */
export type StaffDraft = DistributiveOmit<StaffEventDto, 'id' | 'seq' | 'at'> & { at: Date };

/** How long events gather before one write (and one counter round trip) for all of them. */
export const STAFF_FLUSH_MS = 50;

/** A stored event as the wire sees it. */
export function presentStaffEvent(doc: Pick<StaffEvent, '_id' | 'seq' | 'kind' | 'at' | 'data'>): StaffEventDto {
  return { ...doc.data, id: doc._id.toHexString(), seq: doc.seq, at: doc.at.toISOString(), kind: doc.kind } as StaffEventDto;
}

/**
 * The seq a snapshot read from now on is complete up to: the feed's counter. Lines are stored before they are
 * numbered, so every line numbered at or below it is stored (a line stored but not yet numbered shows seq 0).
 */
export function staffFeedSeq(ctx: AppContext): Promise<number> {
  return snapshotSeq(ctx, 'staff-feed');
}

interface Queued {
  draft: StaffDraft;
  /** The outbox id of the event the line comes from (stored as the line's `sourceId`), if it came from the outbox. */
  sourceId?: string;
  /** The event's first publish (EventSource.fresh): its line cannot be stored yet, so nobody looks. */
  fresh?: boolean;
}

/**
 * The operations feed's writer (the `staff-feed` stream's producer): lines gather for STAFF_FLUSH_MS (a tick), are
 * stored, then numbered (one counter round trip for all of them, whatever the backend), then sent to the `staff:feed`
 * room. See `staffFeedSeq` for why a snapshot is safe.
 * A line of an outbox event is durable: it is stored once however often the event is published (its `sourceId` is
 * unique), only stored lines draw numbers (seq stays gap-free), and the outbox marks the event done only after the
 * line's batch is stored (docs/events.md).
 */
export class StaffFeed {
  private queue: Queued[] = [];
  private timer: NodeJS.Timeout | null = null;
  /** The pending batch's write: settles once the lines queued now are stored (or failed to be). */
  private batch: Promise<void> | null = null;
  private chain: Promise<void> = Promise.resolve();
  private readonly out: Outlet<'staff-feed'>;

  constructor(
    private readonly ctx: AppContext,
    io: NovaIo,
  ) {
    this.out = outlet(ctx, io, 'staff-feed');
  }

  /** Queues a line; with the outbox `source` of its event, the line is stored once and the outbox waits for it. */
  push(draft: StaffDraft, source?: EventSource): void {
    this.queue.push({ draft, sourceId: source?.id, fresh: source?.fresh });
    this.batch ??= new Promise<void>((resolve, reject) => {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.batch = null;
        const batch = this.queue;
        this.queue = [];
        const written = this.chain.then(() => this.write(batch));
        this.chain = written.catch((err: unknown) => this.ctx.logger.error({ err }, 'staff feed write failed'));
        written.then(resolve, reject);
      }, STAFF_FLUSH_MS);
      this.timer.unref();
    });
    this.batch.catch(() => undefined); // logged on the chain; a holder sees the failure itself
    source?.hold(this.batch);
  }

  /** Resolves once everything pushed so far is stored and sent (tests). */
  async drained(): Promise<void> {
    while (this.timer || this.queue.length) await new Promise((r) => setTimeout(r, STAFF_FLUSH_MS));
    await this.chain;
  }

  private async write(batch: Queued[]): Promise<void> {
    if (batch.length === 0) return;
    await this.fillUsernames(batch.map((q) => q.draft));
    const storedAt = new Date();
    // Stored, then numbered: only the lines this write stored draw numbers (a line of an event already stored, here or
    // by another node meanwhile, is dropped), so a number at or below the counter is always stored and none is skipped.
    // One write numbers the whole batch: each line's seq is the first plus its place in the batch.
    const docs = await insertNew(
      await unstored(
        batch.map(({ draft: { kind, at, ...data }, sourceId }) => ({
          _id: new Types.ObjectId(),
          seq: 0,
          kind,
          at,
          data,
          storedAt,
          ...(sourceId ? { sourceId } : {}),
        })),
        new Set(batch.flatMap((q) => (q.fresh && q.sourceId ? [q.sourceId] : []))),
      ),
    );
    if (docs.length === 0) return;
    const first = await this.out.reserve(docs.length);
    docs.forEach((doc, i) => (doc.seq = first + i));
    const ids = docs.map((doc) => doc._id);
    await StaffEventModel.collection.updateMany({ _id: { $in: ids } }, [{ $set: { seq: { $add: [first, { $indexOfArray: [ids, '$_id'] }] } } }]);
    for (const doc of docs) this.out.deliver('staff:event', presentStaffEvent(doc));
  }

  private async fillUsernames(batch: StaffDraft[]): Promise<void> {
    const missing = batch.flatMap((d) => ('userId' in d && d.username === '' ? [d.userId] : []));
    if (missing.length === 0) return;
    const names = await usernames(missing.filter((id) => Types.ObjectId.isValid(id)));
    for (const d of batch) if ('userId' in d && d.username === '') d.username = names.get(d.userId) ?? '?';
  }
}

/**
 * `docs` less the lines whose event already has its line stored (a re-published outbox event) or earlier in `docs`.
 * Lines of fresh events (first published by their committing node) are not looked for: none can be stored yet.
 */
async function unstored(docs: StaffEvent[], fresh: ReadonlySet<string>): Promise<StaffEvent[]> {
  const sourceIds = docs.flatMap((d) => (d.sourceId && !fresh.has(d.sourceId) ? [d.sourceId] : []));
  if (sourceIds.length === 0) return docs;
  const stored = await StaffEventModel.collection.find({ sourceId: { $in: sourceIds } }, { projection: { sourceId: 1 } }).toArray();
  const seen = new Set(stored.map((d) => d.sourceId as string));
  return docs.filter((d) => {
    if (!d.sourceId) return true;
    if (seen.has(d.sourceId)) return false;
    seen.add(d.sourceId);
    return true;
  });
}

/** Inserts `docs` unordered and returns those stored: a line whose `sourceId` another node stored first is skipped. */
async function insertNew(docs: StaffEvent[]): Promise<StaffEvent[]> {
  if (docs.length === 0) return docs;
  try {
    await StaffEventModel.collection.insertMany(docs, { ordered: false });
    return docs;
  } catch (err) {
    const errors = err instanceof MongoBulkWriteError ? [err.writeErrors].flat() : [];
    if (errors.length === 0 || errors.some((e) => e.code !== 11000)) throw err;
    const failed = new Set(errors.map((e) => e.index));
    return docs.filter((_, i) => !failed.has(i));
  }
}
