import { Types } from 'mongoose';
import { centsToUsd } from '@nova/protocol';
import type { AddWinnerBody, WinnerDto, WinnersPageDto, WinnersQuery, WinnerVisibility } from '@nova/protocol';
import { recordAudit } from '../audit/service';
import { BoxModel } from '../boxes/model';
import type { AppContext } from '../context';
import { afterTimeCursor, encodeTimeCursor } from '../core/cursor';
import { errors } from '../core/errors';
import { inTransaction } from '../core/transaction';
import { OpeningModel, type Opening } from '../openings/model';
import { REAL_WIN_FILTER } from '../openings/winnerVisibility';
import { snapshotSeq } from '../realtime/sequence';
import type { UserDocument } from '../users/model';
import { Users } from '../users/queries';
import { usernames } from '../users/directory';
import { AdminWinnerModel, type AdminWinner } from './model';
import { addedRow, openingRow, presentAdminWinner, type WinnerRow } from './presenter';

/** Newest first, ties by id (descending). */
const newestFirst = (a: WinnerRow, b: WinnerRow) =>
  Date.parse(b.winner.createdAt) - Date.parse(a.winner.createdAt) || (a.winner.id < b.winner.id ? 1 : a.winner.id > b.winner.id ? -1 : 0);

/** The filters of each source for one visibility: real wins keep it in `winnerHiddenAt`, added winners in `hiddenAt`. */
function visibilityFilters(visibility: WinnerVisibility): { openings: Record<string, unknown>; added: Record<string, unknown> } {
  if (visibility === 'all') return { openings: {}, added: {} };
  const hidden = visibility === 'hidden' ? { $ne: null } : null;
  return { openings: { winnerHiddenAt: hidden }, added: { hiddenAt: hidden } };
}

/**
 * One page of winners of a visibility: real wins and admin-added winners merged in time order, newest first (ties by
 * id), `limit` per page; `nextCursor` is null at the end.
 */
export async function winnerRows(
  visibility: WinnerVisibility,
  query: WinnersQuery,
): Promise<{ rows: WinnerRow[]; nextCursor: string | null }> {
  const after = afterTimeCursor(query.cursor);
  const filters = visibilityFilters(visibility);
  const [openings, added] = await Promise.all([
    OpeningModel.find({ ...REAL_WIN_FILTER, ...filters.openings, ...after })
      .sort({ createdAt: -1, _id: -1 })
      .limit(query.limit + 1)
      .lean<Opening[]>(),
    AdminWinnerModel.find({ ...filters.added, ...after })
      .sort({ createdAt: -1, _id: -1 })
      .limit(query.limit + 1)
      .lean<AdminWinner[]>(),
  ]);
  const names = await usernames(openings.map((o) => o.userId));
  const merged = [...openings.map((o) => openingRow(o, names.get(o.userId.toHexString()) ?? '')), ...added.map(addedRow)].sort(newestFirst);
  const rows = merged.slice(0, query.limit);
  const last = rows.at(-1)?.winner;
  return { rows, nextCursor: merged.length > query.limit && last ? encodeTimeCursor(last.createdAt, last.id) : null };
}

/**
 * One page of the public winners list: real wins and admin-added winners that no admin hid, newest first. The
 * snapshot's `seq` is the `winners` stream's counter read before the queries, so every `winner:*` fact numbered at or
 * below it is already in the data (newer ones may be too: clients dedupe by id).
 */
export async function listWinners(ctx: AppContext, query: WinnersQuery): Promise<WinnersPageDto> {
  const seq = await snapshotSeq(ctx, 'winners');
  const { rows, nextCursor } = await winnerRows('visible', query);
  return { entries: rows.map((r) => r.winner), nextCursor, seq };
}

export interface AddWinnerInput extends AddWinnerBody {
  prizeImageUrl?: string | null;
  winnerImageUrl?: string | null;
}

/** An admin adds a winner by hand (audited as `winner.added`): the user and box must exist; it shows in the list and the live feed. */
export async function addWinner(ctx: AppContext, admin: UserDocument, input: AddWinnerInput): Promise<WinnerDto> {
  const [user, box] = await Promise.all([Users.findById(input.userId, { username: 1 }).lean(), BoxModel.findById(input.boxId).lean()]);
  if (!user) throw errors.notFound('User');
  if (!box) throw errors.notFound('Box');
  const now = ctx.clock.now();
  const winner: AdminWinner = {
    _id: new Types.ObjectId(),
    userId: user._id,
    username: user.username,
    boxId: box._id,
    boxName: box.name,
    prizeName: input.prizeName,
    prizeValueCents: Math.round(input.prizeValue * 100),
    rarity: input.rarity ?? 'rare',
    iconClass: input.iconClass ?? 'gift',
    // Without a prize image the winner shows the neutral prize placeholder, like any prize without one (never the box's).
    imageUrl: input.prizeImageUrl ?? '',
    winnerImageUrl: input.winnerImageUrl ?? null,
    addedBy: admin._id,
    hiddenAt: null,
    hiddenBy: null,
    createdAt: input.createdAt ? new Date(input.createdAt) : now,
  };
  await inTransaction(ctx.bus, async (tx) => {
    await AdminWinnerModel.create([winner], { session: tx.session });
    recordAudit(tx, {
      action: 'winner.added',
      actor: admin,
      target: { id: winner._id, label: `${winner.username}: ${winner.prizeName}` },
      before: null,
      after: {
        username: winner.username,
        boxName: winner.boxName,
        prizeName: winner.prizeName,
        prizeValue: centsToUsd(winner.prizeValueCents),
        rarity: winner.rarity,
        createdAt: winner.createdAt.toISOString(),
      },
      at: now,
    });
    tx.emit('winner.added', { winner });
  });
  return presentAdminWinner(winner);
}
