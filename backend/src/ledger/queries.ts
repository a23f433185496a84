import { Types, type ClientSession } from 'mongoose';
import { LedgerEntryModel } from './model';
import type { LedgerEntryRecord } from './service';

/** The part of an ObjectId naming the process that made it (5 random bytes after the 4-byte time). */
const processOf = (id: Types.ObjectId): string => id.toHexString().slice(8, 18);

/**
 * The lowest balance the player has had since the entry with `ref` was applied: the balance right after it, or
 * after any later entry of theirs, whichever is lower. Null when no entry has that ref.
 *
 * "Later" goes by the entries' ids: they hold the creation time to the second and, within one server process, a
 * counter, so ids from one process are in creation order. An entry another process made in the same second cannot
 * be ordered and counts as later: when in doubt the balance is taken to have been lower. Reads inside `session`.
 */
export async function lowestBalanceSince(ref: string, session?: ClientSession): Promise<number | null> {
  const entry = await LedgerEntryModel.findOne({ ref })
    .session(session ?? null)
    .lean<LedgerEntryRecord>();
  if (!entry) return null;
  const secondStart = Types.ObjectId.createFromTime(Math.floor(entry._id.getTimestamp().getTime() / 1000));
  const [later, sameSecond] = await Promise.all([
    LedgerEntryModel.findOne({ userId: entry.userId, _id: { $gt: entry._id } }, { balanceAfter: 1 })
      .sort({ balanceAfter: 1 })
      .session(session ?? null)
      .lean(),
    LedgerEntryModel.find({ userId: entry.userId, _id: { $gte: secondStart, $lt: entry._id } }, { balanceAfter: 1 })
      .session(session ?? null)
      .lean(),
  ]);
  const unordered = sameSecond.filter((e) => processOf(e._id) !== processOf(entry._id)).map((e) => e.balanceAfter);
  return Math.min(entry.balanceAfter, later?.balanceAfter ?? Number.POSITIVE_INFINITY, ...unordered);
}
