import { Types } from 'mongoose';
import { BATTLE_LIMITS, BOT_CONTRIBUTION, battleSeats, type CreateBattleBody, type JoinBattleBody } from '@nova/protocol';
import { catalogCache } from '../boxes/catalog';
import type { AppContext } from '../context';
import { errors } from '../core/errors';
import { inTransaction, type Transaction } from '../core/transaction';
import { currentClientSeed } from '../fairness/service';
import { newServerSeed } from '../fairness/model';
import { debit } from '../ledger/service';
import { newInviteCode, startingDraws } from './draws';
import { BattleModel, battlesCollection, type Battle, type BattleRound, type BattleSeat } from './model';
import { battleErrors } from './rules';

/** Who acts: the signed-in player. */
export interface BattlePlayer {
  _id: Types.ObjectId;
  username: string;
}

const EMPTY_SEAT: BattleSeat = { kind: 'empty', userId: null, username: null, contribution: null, paidCoins: 0, joinedAt: null };
const botSeat = (seat: number, now: Date): BattleSeat => ({
  kind: 'bot',
  userId: null,
  username: `Bot ${seat + 1}`,
  contribution: BOT_CONTRIBUTION,
  paidCoins: 0,
  joinedAt: now,
});

/** The rounds' snapshot: each box must be published now (unknown, unpublished or archived: BATTLE_BOX_UNAVAILABLE). */
async function roundsFor(boxIds: readonly string[]): Promise<BattleRound[]> {
  const rounds: BattleRound[] = [];
  for (const id of boxIds) {
    const box = await catalogCache.get(id);
    if (!box) throw battleErrors.boxUnavailable(id);
    rounds.push({
      boxId: box._id,
      name: box.name,
      category: box.category,
      imageUrl: box.imageUrl,
      priceCoins: box.priceCoins,
      oddsVersion: box.oddsVersion,
      // The published table: battles draw with the odds every player sees (no legendary streak applies).
      prizes: box.prizes.map((p) => ({
        prizeId: p._id,
        name: p.name,
        description: p.description,
        rarity: p.rarity,
        oddsPpm: p.oddsPpm,
        valueCents: p.valueCents,
        currency: p.currency,
        valueInUSDCents: p.valueInUSDCents,
        imageUrl: p.imageUrl,
        iconClass: p.iconClass,
      })),
    });
  }
  return rounds;
}

/** The seat's conditional debit (kind `battle`, ref per battle and seat), refused for banned or self-excluded players. */
async function paySeat(tx: Transaction, battle: Pick<Battle, '_id' | 'seatPriceCoins'>, userId: Types.ObjectId, seat: number, now: Date) {
  if (battle.seatPriceCoins <= 0) return;
  await debit(
    tx,
    { userId, amount: battle.seatPriceCoins, kind: 'battle', ref: `battle:${battle._id.toHexString()}:${seat}`, at: now },
    // Play like an opening (refused when banned or self-excluded); battles count towards no totals (docs/battles.md).
    { playAt: now },
  );
}

/**
 * Creates a battle: the rounds' snapshot, a committed server seed, and the creator in seat 0, paying the seat
 * price (conditional debit) in the same transaction as the battle's insert.
 */
export async function createBattle(ctx: AppContext, player: BattlePlayer, body: CreateBattleBody): Promise<Battle> {
  const rounds = await roundsFor(body.boxIds);
  const contribution = await currentClientSeed(ctx, player._id);
  return inTransaction(ctx.bus, async (tx) => {
    const now = ctx.clock.now();
    const seats = Array.from({ length: battleSeats(body.mode) }, () => ({ ...EMPTY_SEAT }));
    const battle: Battle = {
      _id: new Types.ObjectId(),
      status: 'waiting',
      mode: body.mode,
      visibility: body.visibility,
      creatorId: player._id,
      creatorName: player.username,
      rounds,
      seatPriceCoins: rounds.reduce((sum, r) => sum + r.priceCoins, 0),
      seats,
      playerIds: [player._id],
      ...newServerSeed(),
      clientSeed: null,
      draws: [],
      revealedCount: 0,
      nextRevealAt: null,
      winnerTeam: null,
      tieRoll: null,
      invite: body.visibility === 'private' ? newInviteCode() : null,
      version: 1,
      createdAt: now,
      cancellableAt: new Date(now.getTime() + BATTLE_LIMITS.fillTimeoutMs),
      startedAt: null,
      finishedAt: null,
      cancelledAt: null,
    };
    seats[0] = { kind: 'player', userId: player._id, username: player.username, contribution, paidCoins: battle.seatPriceCoins, joinedAt: now };
    await paySeat(tx, battle, player._id, 0, now);
    await battlesCollection().insertOne(battle, { session: tx.session });
    tx.emit('battle.changed', { battle, change: 'created', by: null });
    return battle;
  });
}

/** Whether `userId` sits in the battle. */
export const isSeated = (battle: Pick<Battle, 'playerIds'>, userId: Types.ObjectId | string | null | undefined): boolean =>
  !!userId && battle.playerIds.some((id) => id.equals(userId));

/** The battle as `userId` may see it: a private one needs its invite unless the caller sits in it (404 otherwise). */
export async function visibleBattle(battleId: string, userId: Types.ObjectId | string | null, invite: string | undefined, isAdmin = false): Promise<Battle> {
  const battle = Types.ObjectId.isValid(battleId) ? await BattleModel.findById(battleId).lean<Battle>() : null;
  if (!battle) throw battleErrors.notFound();
  if (battle.visibility === 'private' && !isAdmin && battle.invite !== invite && !isSeated(battle, userId)) throw battleErrors.notFound();
  return battle;
}

/**
 * Takes a seat and pays for it. The seat is a conditional update (still waiting, the seat still empty, the player not
 * seated yet) in the same transaction as the ledger debit: of many players racing for one seat exactly one gets it,
 * and a refused debit gives the seat back. The last seat starts the battle in the same transaction.
 */
export async function joinBattle(ctx: AppContext, player: BattlePlayer, battleId: string, body: JoinBattleBody): Promise<Battle> {
  const before = await visibleBattle(battleId, player._id, body.invite);
  if (isSeated(before, player._id)) throw battleErrors.alreadyJoined();
  if (before.status !== 'waiting') throw battleErrors.notJoinable();
  if (body.seat !== undefined && body.seat >= before.seats.length) throw errors.validation({ seat: `must be below ${before.seats.length} in ${before.mode}` });
  const seat = body.seat ?? before.seats.findIndex((s) => s.kind === 'empty');
  if (seat < 0) throw battleErrors.seatTaken();
  const contribution = await currentClientSeed(ctx, player._id);
  return inTransaction(ctx.bus, async (tx) => {
    const now = ctx.clock.now();
    const taken = {
      kind: 'player',
      userId: player._id,
      username: player.username,
      contribution,
      paidCoins: before.seatPriceCoins,
      joinedAt: now,
    } satisfies BattleSeat;
    const after = (await battlesCollection().findOneAndUpdate(
      { _id: before._id, status: 'waiting', [`seats.${seat}.kind`]: 'empty', playerIds: { $ne: player._id } },
      { $set: { [`seats.${seat}`]: taken }, $push: { playerIds: player._id }, $inc: { version: 1 } },
      { session: tx.session, returnDocument: 'after' },
    ));
    if (!after) throw await whyNotSeated(tx, before._id, player._id);
    await paySeat(tx, after, player._id, seat, now);
    const battle = await startIfFull(tx, after, now);
    tx.emit('battle.changed', { battle, change: battle.status === 'running' ? 'started' : 'joined', by: null });
    return battle;
  });
}

async function whyNotSeated(tx: Transaction, battleId: Types.ObjectId, userId: Types.ObjectId) {
  const current = await BattleModel.findById(battleId).session(tx.session).lean<Battle>();
  if (!current) return battleErrors.notFound();
  if (isSeated(current, userId)) return battleErrors.alreadyJoined();
  if (current.status !== 'waiting') return battleErrors.notJoinable();
  return battleErrors.seatTaken();
}

/** Lets house bots take every empty seat (the creator only), which starts the battle. */
export async function fillWithBots(ctx: AppContext, userId: Types.ObjectId, battleId: string): Promise<Battle> {
  const before = await visibleBattle(battleId, userId, undefined);
  if (!before.creatorId.equals(userId)) throw battleErrors.notCreator();
  return inTransaction(ctx.bus, async (tx) => {
    const now = ctx.clock.now();
    const current = await BattleModel.findById(before._id).session(tx.session).lean<Battle>();
    if (current?.status !== 'waiting') throw battleErrors.notJoinable();
    const seats = current.seats.map((s, seat) => (s.kind === 'empty' ? botSeat(seat, now) : s));
    const after = (await battlesCollection().findOneAndUpdate(
      { _id: current._id, version: current.version, status: 'waiting' },
      { $set: { seats }, $inc: { version: 1 } },
      { session: tx.session, returnDocument: 'after' },
    ));
    if (!after) throw battleErrors.notJoinable();
    const battle = await startIfFull(tx, after, now);
    tx.emit('battle.changed', { battle, change: 'started', by: null });
    return battle;
  });
}

/**
 * When no seat is empty any more: the client seed from the seats' contributions, every draw, status running and the
 * first reveal `startDelayMs` from now, in the caller's transaction. Otherwise the battle unchanged.
 */
async function startIfFull(tx: Transaction, battle: Battle, now: Date): Promise<Battle> {
  if (battle.seats.some((s) => s.kind === 'empty')) return battle;
  const { clientSeed, draws } = await startingDraws(
    battle,
    battle.seats.map((s) => s.contribution ?? BOT_CONTRIBUTION),
  );
  const started = (await battlesCollection().findOneAndUpdate(
    { _id: battle._id, version: battle.version, status: 'waiting' },
    {
      $set: { status: 'running', clientSeed, draws, startedAt: now, nextRevealAt: new Date(now.getTime() + BATTLE_LIMITS.startDelayMs) },
      $inc: { version: 1 },
    },
    { session: tx.session, returnDocument: 'after' },
  ));
  if (!started) throw battleErrors.notJoinable();
  return started;
}
