import { Types } from 'mongoose';
import { BATTLE_LIMITS, type BattleListQuery, type BattlesPageDto } from '@nova/protocol';
import type { AppContext } from '../context';
import { BattleModel, type Battle } from './model';
import { presentBattleSummary } from './presenter';

/** How long a finished battle stays in the lobby's default mix. */
export const LOBBY_FINISHED_MS = BATTLE_LIMITS.fillTimeoutMs;

async function page(filter: Record<string, unknown>, cursor: string | undefined, limit: number): Promise<BattlesPageDto> {
  const query = cursor ? { ...filter, _id: { $lt: new Types.ObjectId(cursor) } } : filter;
  const docs = await BattleModel.find(query)
    .sort({ _id: -1 })
    .limit(limit + 1)
    .lean<Battle[]>();
  const entries = docs.slice(0, limit);
  return {
    entries: entries.map(presentBattleSummary),
    nextCursor: docs.length > limit ? entries.at(-1)!._id.toHexString() : null,
  };
}

function filters(query: BattleListQuery): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (query.mode) filter.mode = query.mode;
  const price: Record<string, number> = {};
  if (query.minPriceCoins !== undefined) price.$gte = query.minPriceCoins;
  if (query.maxPriceCoins !== undefined) price.$lte = query.maxPriceCoins;
  if (Object.keys(price).length) filter.seatPriceCoins = price;
  return filter;
}

/**
 * The lobby: public battles, newest first. Without `status`: waiting and running ones, and those finished within
 * the last 10 minutes.
 */
export function lobby(ctx: AppContext, query: BattleListQuery): Promise<BattlesPageDto> {
  const filter: Record<string, unknown> = { ...filters(query), visibility: 'public' };
  if (query.status) filter.status = query.status;
  else {
    const since = new Date(ctx.clock.now().getTime() - LOBBY_FINISHED_MS);
    filter.$or = [{ status: { $in: ['waiting', 'running'] } }, { status: 'finished', finishedAt: { $gte: since } }];
  }
  return page(filter, query.cursor, query.limit);
}

/** The battles a player sat in, newest first (public and private). */
export function myBattles(userId: Types.ObjectId, query: Pick<BattleListQuery, 'cursor' | 'limit'>): Promise<BattlesPageDto> {
  return page({ playerIds: userId }, query.cursor, query.limit);
}

/** Every battle for admins (private included), optionally one status, newest first. */
export function allBattles(query: BattleListQuery): Promise<BattlesPageDto> {
  const filter = filters(query);
  if (query.status) filter.status = query.status;
  return page(filter, query.cursor, query.limit);
}

/** A battle's server seed once it ended (finished or cancelled); null while it is secret or for an unknown battle. */
export async function revealedBattleSeed(battleId: Types.ObjectId): Promise<string | null> {
  const battle = await BattleModel.findOne({ _id: battleId, status: { $in: ['finished', 'cancelled'] } }, { serverSeed: 1 }).lean<Pick<Battle, 'serverSeed'>>();
  return battle?.serverSeed ?? null;
}
