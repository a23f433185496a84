import { z } from 'zod';
import { BATTLE_LIMITS, BATTLE_MODES, BATTLE_STATUSES, BATTLE_VISIBILITIES } from '../battles';
import { RARITIES } from '../constants';
import { objectIdSchema, queryInt } from './common';
import { iso, seq, usd } from './fields';

/**
 * Box battles over REST and sockets (rules in `../battles.ts`).
 *
 * REST
 * - `POST /api/battles` (player) body `CreateBattleBody` -> 201 `BattleDto` (the creator takes seat 0 and pays).
 * - `GET /api/battles?status=&mode=&minPriceCoins=&maxPriceCoins=&cursor=` -> `BattlesPageDto` (public battles,
 *   newest first; `status` defaults to the lobby's mix: waiting, running and finished within the last 10 minutes).
 * - `GET /api/battles/mine?cursor=` (player) -> `BattlesPageDto`: battles the player sat in (the history tab).
 * - `GET /api/battles/:id?invite=` -> `BattleDto` (a private battle needs its invite code unless the caller sits in it).
 * - `POST /api/battles/:id/join` (player) body `JoinBattleBody` -> `BattleDto` (pays the seat price).
 * - `POST /api/battles/:id/bots` (the creator) -> `BattleDto`: house bots take every empty seat, so it starts.
 * - `POST /api/battles/:id/cancel` (the creator, once `cancellableAt` has passed; any admin at any time while
 *   waiting or running) -> `BattleDto`: every paid seat refunded exactly once.
 * - `GET /api/admin/battles?status=&cursor=` (admin) -> `BattlesPageDto` of every battle, private included.
 *
 * Sockets
 * - `feed:subscribe {feed:'battles'}`: the lobby room; `battle:updated` for every public battle's change.
 * - `battle:watch {battleId, invite?}` (ack `BattleDto`, the snapshot) joins the battle's room:
 *   `battle:updated`, `battle:round` at the reveal pace, `battle:finished`, `battle:watchers`.
 * - `battle:unwatch {battleId}`.
 * `seq` of a battle's facts is its version: drop a fact not newer than the snapshot or the last fact applied.
 */

const id = z.string().min(1);
const coins = z.number().int().nonnegative();

export const createBattleBodySchema = z
  .object({
    boxIds: z
      .array(objectIdSchema)
      .min(BATTLE_LIMITS.minRounds, `must have at least ${BATTLE_LIMITS.minRounds} box`)
      .max(BATTLE_LIMITS.maxRounds, `must have at most ${BATTLE_LIMITS.maxRounds} boxes`),
    mode: z.enum(BATTLE_MODES),
    visibility: z.enum(BATTLE_VISIBILITIES).default('public'),
  })
  .strict();
export type CreateBattleBody = z.infer<typeof createBattleBodySchema>;

/** `seat` picks a free seat (in 2v2 it picks the team); without it the first free seat. */
export const joinBattleBodySchema = z
  .object({
    seat: z.number().int().min(0).max(BATTLE_LIMITS.maxSeats - 1).optional(),
    invite: z.string().min(1).max(64).optional(),
  })
  .strict();
export type JoinBattleBody = z.infer<typeof joinBattleBodySchema>;

export const battleListQuerySchema = z
  .object({
    status: z.enum(BATTLE_STATUSES).optional(),
    mode: z.enum(BATTLE_MODES).optional(),
    minPriceCoins: queryInt(0, Number.MAX_SAFE_INTEGER).optional(),
    maxPriceCoins: queryInt(0, Number.MAX_SAFE_INTEGER).optional(),
    cursor: objectIdSchema.optional(),
    limit: queryInt(1, 50).default(20),
  })
  .strict();
export type BattleListQuery = z.infer<typeof battleListQuerySchema>;

export const battleWatchPayloadSchema = z.object({ battleId: objectIdSchema, invite: z.string().min(1).max(64).optional() }).strict();
export type BattleWatchPayload = z.infer<typeof battleWatchPayloadSchema>;
export const battleUnwatchPayloadSchema = z.object({ battleId: objectIdSchema }).strict();
export type BattleUnwatchPayload = z.infer<typeof battleUnwatchPayloadSchema>;

/** One round: the box and the odds version it is drawn with (fixed when the battle was created). */
export const battleRoundBoxSchema = z
  .object({ boxId: id, name: z.string(), imageUrl: z.string(), priceCoins: coins, oddsVersion: z.number().int().positive() })
  .strict();
export type BattleRoundBoxDto = z.infer<typeof battleRoundBoxSchema>;

/** One prize of a round's odds table as the battle draws it (published order; `oddsPpm` of 1,000,000 in total). */
export const battleOddsEntrySchema = z
  .object({
    prizeId: id,
    name: z.string(),
    rarity: z.enum(RARITIES),
    oddsPpm: z.number().int().nonnegative(),
    value: usd,
    imageUrl: z.string(),
    iconClass: z.string(),
  })
  .strict();
export type BattleOddsEntryDto = z.infer<typeof battleOddsEntrySchema>;

export const battleSeatSchema = z
  .object({
    seat: z.number().int().nonnegative(),
    team: z.number().int().nonnegative(),
    kind: z.enum(['empty', 'player', 'bot']),
    /** The player's name, or the bot's display name; null when empty. */
    username: z.string().nullable(),
    /** Sum of this seat's revealed prizes. */
    totalValue: usd,
  })
  .strict();
export type BattleSeatDto = z.infer<typeof battleSeatSchema>;

export const battleDrawSchema = z
  .object({
    seat: z.number().int().nonnegative(),
    nonce: z.number().int().nonnegative(),
    roll: z.number().min(0).lt(1),
    prizeId: id,
    prizeName: z.string(),
    rarity: z.enum(RARITIES),
    imageUrl: z.string(),
    iconClass: z.string(),
    value: usd,
  })
  .strict();
export type BattleDrawDto = z.infer<typeof battleDrawSchema>;

export const battleRoundSchema = z.object({ round: z.number().int().nonnegative(), draws: z.array(battleDrawSchema) }).strict();
export type BattleRoundDto = z.infer<typeof battleRoundSchema>;

export const battleSummarySchema = z
  .object({
    id,
    status: z.enum(BATTLE_STATUSES),
    mode: z.enum(BATTLE_MODES),
    visibility: z.enum(BATTLE_VISIBILITIES),
    rounds: z.array(battleRoundBoxSchema),
    /** What each seat pays: the sum of the rounds' prices. */
    seatPriceCoins: coins,
    seats: z.array(battleSeatSchema),
    creator: z.string(),
    /** Rounds revealed so far. */
    revealedCount: z.number().int().nonnegative(),
    /** The winning team once finished. */
    winnerTeam: z.number().int().nonnegative().nullable(),
    createdAt: iso,
    seq,
  })
  .strict();
export type BattleSummaryDto = z.infer<typeof battleSummarySchema>;

export const battleSchema = battleSummarySchema
  .extend({
    revealed: z.array(battleRoundSchema),
    /** Each round's odds table (round order), fixed at creation: the reels' prizes and the verifier's tables. */
    tables: z.array(z.array(battleOddsEntrySchema)),
    /** When the next round is revealed (running battles): a late watcher starts its reel in step. */
    nextRevealAt: iso.nullable(),
    serverSeedHash: z.string(),
    /** Revealed when the battle ends (finished or cancelled). */
    serverSeed: z.string().nullable(),
    /** Fixed when the last seat fills. */
    clientSeed: z.string().nullable(),
    /** Each seat's contribution to the client seed, in seat order (once running). */
    contributions: z.array(z.string()).nullable(),
    /** The tie-break roll when several teams shared the best total, else null. */
    tieRoll: z.number().min(0).lt(1).nullable(),
    /** From when the creator may cancel a waiting battle. */
    cancellableAt: iso,
    startedAt: iso.nullable(),
    finishedAt: iso.nullable(),
    cancelledAt: iso.nullable(),
    /** For the creator of a private battle: the code the invite link carries. */
    invite: z.string().nullable(),
    /** Sockets watching the battle now. */
    watchers: z.number().int().nonnegative(),
    /** The seat the caller sits in, if any. */
    mySeat: z.number().int().nonnegative().nullable(),
  })
  .strict();
export type BattleDto = z.infer<typeof battleSchema>;

export const battlesPageSchema = z.object({ entries: z.array(battleSummarySchema), nextCursor: z.string().nullable() }).strict();
export type BattlesPageDto = z.infer<typeof battlesPageSchema>;

/** `battle:updated` (rooms `battles` for public battles, and the battle's own room): a seat filled, it started, ended or was cancelled. */
export const battleUpdatedSchema = z.object({ seq, battle: battleSummarySchema }).strict();
export type BattleUpdated = z.infer<typeof battleUpdatedSchema>;

/** `battle:round` (the battle's room): one round revealed, with every seat's total after it. */
export const battleRoundRevealedSchema = z
  .object({ seq, battleId: id, round: battleRoundSchema, totals: z.array(usd), nextRevealAt: iso.nullable() })
  .strict();
export type BattleRoundRevealed = z.infer<typeof battleRoundRevealedSchema>;

/** `battle:finished` (the battle's room): the winner and the revealed server seed, the whole battle. */
export const battleFinishedSchema = z.object({ seq, battle: battleSchema }).strict();
export type BattleFinished = z.infer<typeof battleFinishedSchema>;

/** `battle:watchers` (the battle's room; volatile, coalesced). */
export const battleWatchersSchema = z.object({ battleId: id, watchers: z.number().int().nonnegative() }).strict();
export type BattleWatchers = z.infer<typeof battleWatchersSchema>;
