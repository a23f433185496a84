import type { LedgerKind } from '@nova/protocol';
import { LedgerEntryModel } from './model';

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
