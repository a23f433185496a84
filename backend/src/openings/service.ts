import { Types, type ClientSession } from 'mongoose';
import { COINS_PER_USD, ErrorCode, LIMITS, XP_PER_USD } from '@nova/protocol';
import type { AppContext } from '../context';
import { catalogCache, type CatalogBox } from '../boxes/catalog';
import { BoxModel } from '../boxes/model';
import { AppError, errors } from '../core/errors';
import { inTransaction, isDuplicateKey } from '../core/transaction';
import { draw, seedsForOpening } from '../fairness/service';
import { chargeOpening } from '../ledger/service';
import { paidPlay, resetLegendaryCount, type UserAfter } from '../users/operations';
import { OpeningModel, type Opening } from './model';
import { openingCompleted, winnerAnnounced } from './presenter';
import { buildOpeningRecord } from './record';

export interface OpenBoxInput {
  userId: Types.ObjectId | string;
  boxId: string;
  /** Idempotency key: the same key again returns the first opening and charges nothing. */
  requestId?: string;
  /**
   * The box's odds version the player was shown. Another one is refused (409 ODDS_CHANGED, nothing charged);
   * without it the opening draws from the current published table (docs/catalog-admin.md).
   */
  oddsVersion?: number;
}

export interface OpenBoxOutcome {
  opening: Opening;
  /** True when an earlier opening with the same requestId was returned. */
  replayed: boolean;
}

/** Experience for a paid opening: $1 spent = XP_PER_USD XP. */
export const xpFor = (coins: number) => Math.floor((coins * XP_PER_USD) / COINS_PER_USD);

/** Draws from a fresh table at most this many times when edits keep making the cached one stale. */
const STALE_TABLE_ATTEMPTS = 3;

/** The cached table is not the box's current one (another node's edit): the transaction aborts and the box is read again. */
class StaleTable extends Error {}

/** 409: the player saw other odds (or another price) than the box has now. */
export function oddsChanged(oddsVersion: number): AppError {
  return new AppError(ErrorCode.ODDS_CHANGED, 'The odds of this box changed since you saw them. Check the new odds and open it again.', {
    oddsVersion: String(oddsVersion),
  });
}

/**
 * Opens a box: the one code path behind `POST /api/boxes/:id/open` and `box:open`. In one transaction: the
 * conditional debit with its ledger entry (plus total spent and XP), the player's next nonce, the provably fair
 * draw over the odds table the player is entitled to, the legendary count, and the opening record, checked against
 * the box's current odds version in the same round trip, with the outbox records of its events. Events are
 * published after the commit.
 */
export async function openBox(ctx: AppContext, input: OpenBoxInput): Promise<OpenBoxOutcome> {
  const userId = new Types.ObjectId(input.userId);
  const openingId = new Types.ObjectId();
  let box = await catalogCache.get(input.boxId);
  if (!box) throw errors.notFound('Box');
  try {
    for (let attempt = 1; ; attempt += 1) {
      box = await tableFor(box, input.oddsVersion);
      try {
        return { opening: await openWith(ctx, { userId, openingId, box, requestId: input.requestId }), replayed: false };
      } catch (err) {
        if (!(err instanceof StaleTable)) throw err;
        const fresh: CatalogBox | null = await catalogCache.reload(box.id);
        if (!fresh) throw errors.notFound('Box');
        if (attempt >= STALE_TABLE_ATTEMPTS) throw oddsChanged(fresh.oddsVersion);
        box = fresh;
      }
    }
  } catch (err) {
    // A repeated requestId: the unique index refused the second opening (or the balance no longer covers it, or
    // the odds moved on since); either way the first opening is the answer and nothing was charged.
    if (!input.requestId || !(isDuplicateKey(err, 'requestId') || err instanceof AppError)) throw err;
    const earlier = await findByRequestId(userId, input.requestId);
    if (!earlier) throw err;
    return replay(earlier, input.boxId);
  }
}

/**
 * The table to draw from for a player who saw `seen`: the cached one when it is that version (or none was sent).
 * A cache behind the player (an edit made on another node) is read again first; a player behind the box is refused.
 */
async function tableFor(box: CatalogBox, seen: number | undefined): Promise<CatalogBox> {
  if (seen === undefined || seen === box.oddsVersion) return box;
  const current = seen > box.oddsVersion ? await catalogCache.reload(box.id) : box;
  if (!current) throw errors.notFound('Box');
  if (current.oddsVersion !== seen) throw oddsChanged(current.oddsVersion);
  return current;
}

/** One attempt: the transaction that charges, draws and records, valid only while the box is at `box.oddsVersion`. */
async function openWith(
  ctx: AppContext,
  o: { userId: Types.ObjectId; openingId: Types.ObjectId; box: CatalogBox; requestId: string | undefined },
): Promise<Opening> {
  const { userId, openingId, box } = o;
  return inTransaction(ctx.bus, async (session, events) => {
    const now = ctx.clock.now();
    // One write of the player (the users domain's `paidPlay`): the conditional debit (refused for a banned or
    // self-excluded player), total spent, XP, the legendary count, the next nonce and the free-box level. The draw
    // runs on the player as that write left them; the ledger entry, the opening record and the check that the box
    // is still published at this odds version then go in together, in one round trip.
    const charge = await chargeOpening(
      session,
      events,
      { userId, amount: box.priceCoins, kind: 'opening', ref: `opening:${openingId.toHexString()}`, at: now },
      paidPlay({ category: box.category, priceCoins: box.priceCoins, experience: xpFor(box.priceCoins), now }),
    );
    const player = charge.player;
    const opening = await drawOpening(session, { openingId, userId, box, requestId: o.requestId, player, now });
    // The events first: their outbox records travel in the same round trip as the ledger entry and the opening.
    // Each carries the opening's id: its outbox record keeps only that (a relay rebuilds them from the opening, rebuild.ts).
    const ref = opening._id.toHexString();
    events.add('opening.completed', openingCompleted(opening, player.username, box), ref);
    if (opening.isWin && opening.prize.valueInUSDCents > 0) events.add('winner.announced', winnerAnnounced(opening, player.username), ref);
    await charge.record([
      { collection: BoxModel.collection, filter: { _id: box._id, status: 'published', oddsVersion: box.oddsVersion }, otherwise: () => new StaleTable() },
      { collection: OpeningModel.collection, doc: opening },
    ]);
    if (opening.wonLegendary) await resetLegendaryCount(session, userId);
    return opening;
  });
}

/**
 * The draw of a paid opening and its record, for the player as the debit left them: their legendary count
 * (already including this opening) picks the odds table, their seeds and nonce the roll.
 */
async function drawOpening(
  session: ClientSession,
  o: { openingId: Types.ObjectId; userId: Types.ObjectId; box: CatalogBox; requestId: string | undefined; player: UserAfter; now: Date },
): Promise<Opening> {
  const { box, player } = o;
  // consecutivePlays is already this opening's count, so the count before it is one less.
  const eligible = player.consecutivePlays - 1 >= LIMITS.legendaryPlays;
  const table = eligible ? box.odds.eligible : box.odds.notEligible;
  const seed = await seedsForOpening(session, o.userId, player.fairness, o.now);
  const { roll, index } = draw(seed, table);
  const wonLegendary = table[index]!.rarity === 'legendary';
  return buildOpeningRecord({
    openingId: o.openingId,
    userId: o.userId,
    boxId: box._id,
    requestId: o.requestId ?? o.openingId.toHexString(),
    box: { name: box.name, category: box.category, imageUrl: box.imageUrl },
    pricePaid: box.priceCoins,
    table,
    index,
    eligible,
    consecutivePlays: wonLegendary ? 0 : player.consecutivePlays,
    balanceAfter: player.balance,
    balanceVersionAfter: player.balanceVersion,
    seed,
    roll,
    freeLevel: null,
    oddsVersion: box.oddsVersion,
    now: o.now,
  });
}

async function findByRequestId(userId: Types.ObjectId, requestId: string): Promise<Opening | null> {
  return OpeningModel.findOne({ userId, requestId }).lean<Opening>();
}

function replay(earlier: Opening, boxId: string): OpenBoxOutcome {
  if (earlier.boxId.toHexString() !== boxId.toLowerCase()) {
    throw new AppError(ErrorCode.IDEMPOTENCY_CONFLICT, 'This requestId was already used to open a different box.');
  }
  return { opening: earlier, replayed: true };
}
