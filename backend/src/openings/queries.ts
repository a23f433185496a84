import { Types } from 'mongoose';
import type { CursorQuery, HistoryEntryDto, OpeningProofDto, PageDto, StaffOpeningsPageDto } from '@nova/protocol';
import type { DrawHistory } from '../boxes/admin/drawHistory';
import type { AppContext } from '../context';
import { errors } from '../core/errors';
import { revealedSeed } from '../fairness/service';
import { snapshotSeq } from '../realtime/sequence';
import { shipmentStatuses } from '../shipments/service';
import { usernames } from '../users/directory';
import { OpeningModel, type Opening } from './model';
import { openingCompleted, presentHistoryEntry, presentProof, presentStaffOpening } from './presenter';

/** A player's openings, newest first, `limit` per page; `cursor` is the last id of the previous page. */
export async function history(userId: Types.ObjectId, query: CursorQuery): Promise<PageDto<HistoryEntryDto>> {
  const filter: Record<string, unknown> = { userId };
  if (query.cursor) filter._id = { $lt: new Types.ObjectId(query.cursor) };
  const rows = await OpeningModel.find(filter)
    .sort({ _id: -1 })
    .limit(query.limit + 1)
    .lean<Opening[]>();
  const page = rows.slice(0, query.limit);
  const statuses = await shipmentStatuses(page.flatMap((o) => (o.shipmentId ? [o.shipmentId] : [])));
  return {
    entries: page.map((o) => presentHistoryEntry(o, o.shipmentId ? (statuses.get(o.shipmentId.toHexString()) ?? null) : null)),
    nextCursor: rows.length > query.limit ? (page.at(-1)?._id.toHexString() ?? null) : null,
  };
}

/**
 * A battle's server seed once the battle ended, null while it is secret. The battles domain answers
 * (`revealedBattleSeed`), handed in by modules.ts, so the openings never import the battles that record through them.
 */
export type BattleSeedLookup = (battleId: Types.ObjectId) => Promise<string | null>;

/** The public proof of an opening; the server seed only once the player has rotated it out (or its battle ended). */
export async function proof(openingId: string, battleSeed: BattleSeedLookup): Promise<OpeningProofDto> {
  const opening = await OpeningModel.findById(openingId).lean<Opening>();
  if (!opening) throw errors.notFound('Opening');
  // A battle prize was drawn with its battle's seed, revealed when the battle ended; any other with the player's.
  if (opening.battleId) return presentProof(opening, await battleSeed(opening.battleId));
  const revealed = await revealedSeed(opening.serverSeedHash);
  return presentProof(opening, revealed?.serverSeed ?? null);
}

/**
 * The latest openings for the staff's live view (admins and support), newest first, with the `staff:openings` stream's seq read
 * before the query: every delta numbered at or below it is already in the list.
 */
export async function recentOpeningsForStaff(ctx: AppContext, limit: number): Promise<StaffOpeningsPageDto> {
  const seq = await snapshotSeq(ctx, 'staff-openings');
  const rows = await OpeningModel.find({}).sort({ createdAt: -1, _id: -1 }).limit(limit).lean<Opening[]>();
  const names = await usernames(rows.map((o) => o.userId));
  return { entries: rows.map((o) => presentStaffOpening(openingCompleted(o, names.get(o.userId.toHexString()) ?? ''))), seq };
}

/** How many boxes the player opened (free-box claims too) and the retail value of every prize won, in USD cents. */
export async function openingTotals(userId: Types.ObjectId): Promise<{ openings: number; prizeValueWonCents: number }> {
  const [row] = await OpeningModel.aggregate<{ openings: number; won: number }>([
    { $match: { userId } },
    { $group: { _id: null, openings: { $sum: 1 }, won: { $sum: { $cond: ['$isWin', '$prize.valueInUSDCents', 0] } } } },
  ]);
  return { openings: row?.openings ?? 0, prizeValueWonCents: row?.won ?? 0 };
}

/** Whether the player has ever paid for an opening (free-box claims, which cost nothing, do not count). */
export async function hasPaidOpening(userId: Types.ObjectId): Promise<boolean> {
  return (await OpeningModel.exists({ userId, pricePaid: { $gt: 0 } })) !== null;
}

/** The admin catalog's questions before a delete (boxes/admin/drawHistory.ts), answered from the openings. */
export const drawHistory: DrawHistory = {
  boxDrawnFrom: async (boxId) => (await OpeningModel.exists({ boxId })) !== null,
  prizeDrawnFrom: async (boxId, prizeId) => (await OpeningModel.exists({ boxId, 'odds.prizeId': prizeId })) !== null,
};
