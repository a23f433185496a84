import { Types } from 'mongoose';
import type { Transaction } from '../core/transaction';
import type { AdminLedgerEntryDto, AdminLedgerQuery, LedgerKind, PageDto } from '@nova/protocol';
import { usernames } from '../users/directory';
import { LedgerEntryModel, type LedgerEntry } from './model';
import { presentLedgerEntry } from './presenter';
import type { LedgerEntryRecord } from './service';

type StoredEntry = LedgerEntry & { _id: Types.ObjectId };

/** The part of an ObjectId naming the process that made it (5 random bytes after the 4-byte time). */
const processOf = (id: Types.ObjectId): string => id.toHexString().slice(8, 18);

/**
 * The lowest balance the player has had since the entry with `ref` was applied: the balance right after it, or
 * after any later entry of theirs, whichever is lower. Null when no entry has that ref.
 *
 * "Later" goes by the entries' ids: they hold the creation time to the second and, within one server process, a
 * counter, so ids from one process are in creation order. An entry another process made in the same second cannot
 * be ordered and counts as later: when in doubt the balance is taken to have been lower. Reads inside `tx` when given.
 */
export async function lowestBalanceSince(ref: string, tx?: Transaction): Promise<number | null> {
  // The transaction's own staged entries count too.
  await tx?.flush();
  const session = tx?.session;
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

/** One user's ledger for staff, newest first (by id), optionally one kind; `cursor` is the last id of the previous page. */
export async function ledgerPage(userId: Types.ObjectId, query: AdminLedgerQuery): Promise<PageDto<AdminLedgerEntryDto>> {
  const filter: Record<string, unknown> = { userId };
  if (query.kind) filter.kind = query.kind;
  if (query.cursor) filter._id = { $lt: new Types.ObjectId(query.cursor) };
  const rows = await LedgerEntryModel.find(filter)
    .sort({ _id: -1 })
    .limit(query.limit + 1)
    .lean<StoredEntry[]>();
  const page = rows.slice(0, query.limit);
  const actors = await usernames(page.flatMap((e) => (e.actorId ? [e.actorId] : [])));
  return {
    entries: page.map((e) => presentLedgerEntry(e, actors)),
    nextCursor: rows.length > query.limit ? (page.at(-1)?._id.toHexString() ?? null) : null,
  };
}

/** Coins staff granted to and took back from one user (both positive). */
export async function staffCoinTotals(userId: Types.ObjectId): Promise<{ granted: number; clawedBack: number }> {
  const rows = await LedgerEntryModel.aggregate<{ _id: string; total: number }>([
    { $match: { userId, kind: { $in: ['grant', 'clawback'] } } },
    { $group: { _id: '$kind', total: { $sum: '$amount' } } },
  ]);
  const total = (kind: string) => rows.find((r) => r._id === kind)?.total ?? 0;
  return { granted: total('grant'), clawedBack: -total('clawback') };
}

/** The ids of the entries with these refs, by ref (refs without an entry are absent). */
export async function entryIdsByRef(refs: readonly string[]): Promise<Map<string, string>> {
  if (refs.length === 0) return new Map();
  const rows = await LedgerEntryModel.find({ ref: { $in: refs } }, { ref: 1 }).lean();
  return new Map(rows.map((r) => [r.ref, r._id.toHexString()]));
}

/**
 * Coins moved by entries of one kind written in [from, to) (all time when `from` is null), and how many entries:
 * one aggregate over the `{ kind, createdAt }` index.
 */
export async function totalOfKind(kind: LedgerKind, from: Date | null, to: Date): Promise<{ coins: number; entries: number }> {
  const createdAt = from ? { $gte: from, $lt: to } : { $lt: to };
  const [row] = await LedgerEntryModel.aggregate<{ coins: number; entries: number }>([
    { $match: { kind, createdAt } },
    { $group: { _id: null, coins: { $sum: '$amount' }, entries: { $sum: 1 } } },
  ]);
  return { coins: row?.coins ?? 0, entries: row?.entries ?? 0 };
}
