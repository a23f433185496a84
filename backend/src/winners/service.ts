import { Types } from 'mongoose';
import type { AddWinnerBody, WinnerDto, WinnersPageDto, WinnersQuery } from '@nova/protocol';
import { recordAudit } from '../audit/service';
import { BoxModel } from '../boxes/model';
import type { AppContext } from '../context';
import { afterTimeCursor, encodeTimeCursor } from '../core/cursor';
import { errors } from '../core/errors';
import { inTransaction } from '../core/transaction';
import { OpeningModel, type Opening } from '../openings/model';
import { STREAMS, sequencesFor } from '../realtime/sequence';
import { UserModel, type UserDocument } from '../users/model';
import { usernames } from '../users/service';
import { AdminWinnerModel, type AdminWinner } from './model';
import { presentAdminWinner, presentOpeningWinner } from './presenter';
import './events';

/** Filter of real wins: a prize that is not 'Nothing' and is worth more than zero. */
export const REAL_WIN_FILTER = { isWin: true, 'prize.valueInUSDCents': { $gt: 0 } } as const;

/** Newest first, ties by id (descending). */
const newestFirst = (a: WinnerDto, b: WinnerDto) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * One page of winners: real wins and admin-added winners merged in time order, newest first. The snapshot's
 * `seq` is the `winners` stream's counter read before the queries, so every `winner:announced` numbered at or
 * below it is already in the data (newer ones may be too: clients dedupe by id).
 */
export async function listWinners(ctx: AppContext, query: WinnersQuery): Promise<WinnersPageDto> {
  const seq = await sequencesFor(ctx).current(STREAMS.winners);
  const after = afterTimeCursor(query.cursor);
  const [openings, added] = await Promise.all([
    OpeningModel.find({ ...REAL_WIN_FILTER, ...after })
      .sort({ createdAt: -1, _id: -1 })
      .limit(query.limit + 1)
      .lean<Opening[]>(),
    AdminWinnerModel.find(after)
      .sort({ createdAt: -1, _id: -1 })
      .limit(query.limit + 1)
      .lean<AdminWinner[]>(),
  ]);
  const names = await usernames(openings.map((o) => o.userId));
  const merged = [
    ...openings.map((o) => presentOpeningWinner(o, names.get(o.userId.toHexString()) ?? '')),
    ...added.map(presentAdminWinner),
  ].sort(newestFirst);
  const entries = merged.slice(0, query.limit);
  const last = entries.at(-1);
  return { entries, nextCursor: merged.length > query.limit && last ? encodeTimeCursor(last.createdAt, last.id) : null, seq };
}

export interface AddWinnerInput extends AddWinnerBody {
  prizeImageUrl?: string | null;
  winnerImageUrl?: string | null;
}

/** An admin adds a winner by hand (audited as `winner.added`): the user and box must exist; it shows in the list and the live feed. */
export async function addWinner(ctx: AppContext, admin: UserDocument, input: AddWinnerInput): Promise<WinnerDto> {
  const [user, box] = await Promise.all([UserModel.findById(input.userId, { username: 1 }).lean(), BoxModel.findById(input.boxId).lean()]);
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
    imageUrl: input.prizeImageUrl ?? box.imageUrl,
    winnerImageUrl: input.winnerImageUrl ?? null,
    addedBy: admin._id,
    createdAt: input.createdAt ? new Date(input.createdAt) : now,
  };
  await inTransaction(ctx.bus, async (session, events) => {
    await AdminWinnerModel.create([winner], { session });
    await recordAudit(session, events, {
      action: 'winner.added',
      actor: admin,
      target: { id: winner._id, label: `${winner.username}: ${winner.prizeName}` },
      before: null,
      after: {
        username: winner.username,
        boxName: winner.boxName,
        prizeName: winner.prizeName,
        prizeValue: (winner.prizeValueCents / 100).toFixed(2),
        rarity: winner.rarity,
        createdAt: winner.createdAt.toISOString(),
      },
      at: now,
    });
    events.add('winner.added', { winner });
  });
  return presentAdminWinner(winner);
}
