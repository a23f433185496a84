import { Types } from 'mongoose';
import { rooms, type StaffEventDto } from '@nova/protocol';
import type { AppContext, NovaIo } from '../context';
import { LocalSequence, STREAMS, sequencesFor } from '../realtime/sequence';
import { usernames } from '../users/service';
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

/**
 * The operations feed's writer: events gather for STAFF_FLUSH_MS, are stored and numbered (one counter round
 * trip for all of them), then sent to the `staff:feed` room. See `staffFeedSeq` for why a snapshot is safe.
 */
export class StaffFeed {
  private queue: StaffDraft[] = [];
  private timer: NodeJS.Timeout | null = null;
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly ctx: AppContext,
    private readonly io: NovaIo,
  ) {}

  push(draft: StaffDraft): void {
    this.queue.push(draft);
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      const batch = this.queue;
      this.queue = [];
      this.chain = this.chain
        .then(() => this.write(batch))
        .catch((err: unknown) => this.ctx.logger.error({ err }, 'staff feed write failed'));
    }, STAFF_FLUSH_MS);
    this.timer.unref();
  }

  /** Resolves once everything pushed so far is stored and sent (tests). */
  async drained(): Promise<void> {
    while (this.timer || this.queue.length) await new Promise((r) => setTimeout(r, STAFF_FLUSH_MS));
    await this.chain;
  }

  private async write(batch: StaffDraft[]): Promise<void> {
    if (batch.length === 0) return;
    await this.fillUsernames(batch);
    const storedAt = new Date();
    const docs: StaffEvent[] = batch.map(({ kind, at, ...data }) => ({ _id: new Types.ObjectId(), seq: 0, kind, at, data, storedAt }));
    const number = (last: number) => docs.forEach((doc, i) => (doc.seq = last - docs.length + 1 + i));
    const sequences = sequencesFor(this.ctx);
    if (sequences instanceof LocalSequence) {
      // The only writer of its numbers: one write stores the batch numbered (writes are chained, so in order).
      number(sequences.draw(STREAMS.staffFeed, docs.length));
      await StaffEventModel.collection.insertMany(docs, { ordered: true });
      storedThrough.set(this.ctx, docs.at(-1)!.seq);
    } else {
      // Shared numbers: store first, then number, so a number at or below the counter is always stored. One write
      // numbers the whole batch: each event's seq is the first plus its place in the batch.
      await StaffEventModel.collection.insertMany(docs, { ordered: true });
      number(await sequences.next(STREAMS.staffFeed, docs.length));
      const ids = docs.map((doc) => doc._id);
      await StaffEventModel.collection.updateMany({ _id: { $in: ids } }, [{ $set: { seq: { $add: [docs[0]!.seq, { $indexOfArray: [ids, '$_id'] }] } } }]);
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
