import { Types } from 'mongoose';
import { COINS_PER_USD, ErrorCode, LIMITS, XP_PER_USD } from '@nova/protocol';
import type { AppContext } from '../context';
import { catalogCache, oddsChanged, requireCurrentTable, type CatalogBox } from '../boxes/catalog';
import { AppError, errors } from '../core/errors';
import { inTransaction, isDuplicateKey, type Transaction } from '../core/transaction';
import { draw, seedsForOpening } from '../fairness/service';
import { spend } from '../ledger/service';
import { resetLegendaryCount, type UserAfter } from '../users/playWrites';
import { OpeningModel, type Opening } from './model';
import { openingCompleted } from './presenter';
import { buildOpeningRecord, recordOpening } from './record';

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

/**
 * Opens a box: the one code path behind `POST /api/boxes/:id/open` and `box:open`. In one transaction (`openWith`)
 * the player is charged and drawn for, and the opening is recorded. A repeated `requestId` answers with the first
 * opening and charges nothing.
 */
export async function openBox(ctx: AppContext, input: OpenBoxInput): Promise<OpenBoxOutcome> {
  const userId = new Types.ObjectId(input.userId);
  try {
    return { opening: await openFromCatalog(ctx, userId, input), replayed: false };
  } catch (err) {
    // A repeated requestId: the unique index refused the second opening (or the balance no longer covers it, or
    // the odds moved on since); either way the first opening is the answer and nothing was charged.
    const repeated = input.requestId !== undefined && (isDuplicateKey(err, 'requestId') || err instanceof AppError);
    const earlier = repeated ? await findByRequestId(userId, input.requestId!) : null;
    if (!earlier) throw err;
    return replay(earlier, input.boxId);
  }
}

/** How many times an opening is tried against a freshly read table while edits keep changing the odds under it. */
const STALE_TABLE_ATTEMPTS = 3;

/**
 * Opens the box as this node's catalog cache has it. When the box is no longer at that odds version (an edit, maybe
 * on another node), it is read again: a player who named the version they saw is told the new one (409 ODDS_CHANGED),
 * any other is served the current table (up to STALE_TABLE_ATTEMPTS tries while edits race the opening).
 */
async function openFromCatalog(ctx: AppContext, userId: Types.ObjectId, input: OpenBoxInput): Promise<Opening> {
  let box = await catalogCache.get(input.boxId);
  for (let attempt = 1; ; attempt++) {
    if (!box) throw errors.notFound('Box');
    try {
      return await openWith(ctx, userId, await tableFor(box, input.oddsVersion), input.requestId);
    } catch (err) {
      if (!(err instanceof AppError && err.code === ErrorCode.ODDS_CHANGED) || attempt >= STALE_TABLE_ATTEMPTS) throw err;
      box = await catalogCache.reload(box.id);
    }
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

/**
 * The opening's transaction, top to bottom: one write of the player (the conditional debit, refused for a banned or
 * self-excluded player, with total spent, XP, the legendary count and the next nonce), the provably fair draw on the
 * player as that write left them, then the ledger entry, the opening record, the check that the box is still
 * published at this odds version and the outbox record of its events, all staged and written in one round trip when
 * the work is done. Events are published after the commit.
 */
async function openWith(ctx: AppContext, userId: Types.ObjectId, box: CatalogBox, requestId: string | undefined): Promise<Opening> {
  return inTransaction(ctx.bus, async (tx) => {
    const now = ctx.clock.now();
    const openingId = new Types.ObjectId();
    const player = await spend(
      tx,
      { userId, amount: box.priceCoins, kind: 'opening', ref: `opening:${openingId.toHexString()}`, at: now },
      { playAt: now, paidOpening: { category: box.category, priceCoins: box.priceCoins, experience: xpFor(box.priceCoins) } },
    );
    const opening = drawOpening(tx, { openingId, userId, box, requestId, player, now });
    requireCurrentTable(tx, box);
    // The event carries the opening's id: its outbox record keeps only that (a relay rebuilds it from the opening, rebuild.ts).
    tx.emit('opening.completed', openingCompleted(opening, player.username, box), opening._id.toHexString());
    recordOpening(tx, opening, player.username);
    if (opening.wonLegendary) resetLegendaryCount(tx, userId);
    return opening;
  });
}

/**
 * The draw of a paid opening and its record, for the player as the debit left them: their legendary count
 * (already including this opening) picks the odds table, their seeds and nonce the roll.
 */
function drawOpening(
  tx: Transaction,
  o: { openingId: Types.ObjectId; userId: Types.ObjectId; box: CatalogBox; requestId: string | undefined; player: UserAfter; now: Date },
): Opening {
  const { box, player } = o;
  // consecutivePlays is already this opening's count, so the count before it is one less.
  const eligible = player.consecutivePlays - 1 >= LIMITS.legendaryPlays;
  const table = eligible ? box.odds.eligible : box.odds.notEligible;
  const seed = seedsForOpening(tx, o.userId, player.fairness, o.now);
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
