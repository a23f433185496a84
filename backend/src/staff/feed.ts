import { MongoBulkWriteError } from 'mongodb';
import { Types } from 'mongoose';
import { rooms, type StaffEventDto } from '@nova/protocol';
import type { AppContext, NovaIo } from '../context';
import type { EventSource } from '../core/events';
import { LocalSequence, STREAMS, sequencesFor } from '../realtime/sequence';
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

/** Per app, the last seq this node stored when it numbers the feed itself (no Redis). */
const storedThrough = new WeakMap<AppContext, number>();

/**
 * The seq a snapshot read from now on is complete up to: every event numbered at or below it is stored. With
 * a counter shared by nodes (Redis) that is the counter, because events are stored before they are numbered;
 * a node numbering alone stores them with their numbers and says how far it has got.
 */
export async function staffFeedSeq(ctx: AppContext): Promise<number> {
  const sequences = sequencesFor(ctx);
  return sequences instanceof LocalSequence ? (storedThrough.get(ctx) ?? 0) : sequences.current(STREAMS.staffFeed);
}

interface Queued {
  draft: StaffDraft;
  /** The outbox id of the event the line comes from (stored as the line's `sourceId`), if it came from the outbox. */
  sourceId?: string;
  /** The event's first publish (EventSource.fresh): its line cannot be stored yet, so nobody looks. */
  fresh?: boolean;
}

/**
 * The operations feed's writer: events gather for STAFF_FLUSH_MS, are stored and numbered (one counter round
 * trip for all of them), then sent to the `staff:feed` room. See `staffFeedSeq` for why a snapshot is safe.
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

  constructor(
    private readonly ctx: AppContext,
    private readonly io: NovaIo,
  ) {}

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
    let docs: StaffEvent[] = await unstored(
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
    );
    if (docs.length === 0) return;
    const number = (last: number) => docs.forEach((doc, i) => (doc.seq = last - docs.length + 1 + i));
    const sequences = sequencesFor(this.ctx);
    if (sequences instanceof LocalSequence) {
      // The only writer of its numbers: one write stores the batch numbered (writes are chained, so in order), and
      // lines already stored were dropped above, so no number is drawn for a line that is not stored.
      number(sequences.draw(STREAMS.staffFeed, docs.length));
      await StaffEventModel.collection.insertMany(docs, { ordered: true });
      storedThrough.set(this.ctx, docs.at(-1)!.seq);
    } else {
      // Shared numbers: store first, then number only what this write stored (another node may have stored a line of
      // the same event in between), so a number at or below the counter is always stored and none is skipped. One
      // write numbers the whole batch: each event's seq is the first plus its place in the batch.
      docs = await insertNew(docs);
      if (docs.length === 0) return;
      number(await sequences.next(STREAMS.staffFeed, docs.length));
      const ids = docs.map((doc) => doc._id);
      await StaffEventModel.collection.updateMany({ _id: { $in: ids } }, [
        { $set: { seq: { $add: [docs[0]!.seq, { $indexOfArray: [ids, '$_id'] }] } } },
      ]);
    }
    for (const doc of docs) this.io.to(rooms.staffFeed).emit('staff:event', presentStaffEvent(doc));
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
