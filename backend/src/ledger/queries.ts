import { Types } from 'mongoose';
import type { AdminLedgerEntryDto, AdminLedgerQuery, PageDto } from '@nova/protocol';
import { usernames } from '../users/service';
import { LedgerEntryModel, type LedgerEntry } from './model';
import { presentLedgerEntry } from './presenter';

type StoredEntry = LedgerEntry & { _id: Types.ObjectId };

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
