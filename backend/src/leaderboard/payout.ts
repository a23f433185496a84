import type { LeaderboardPayoutDto } from '@nova/protocol';
import type { AppContext } from '../context';
import { inTransaction, isDuplicateKey } from '../core/transaction';
import { credit } from '../ledger/service';
import { dayEnd } from './day';
import { LeaderboardPayoutModel, type LeaderboardPayout, type PayoutWinner } from './model';
import { computeStandings } from './standings';
import { prizeCoins, prizeUsd, termsForDay } from './terms';

export type PayoutOutcome =
  { status: 'paid'; payout: LeaderboardPayout } | { status: 'already-paid'; payout: LeaderboardPayout } | { status: 'not-finished' };

/** The ledger ref of a prize: unique, so a position of a day can be credited once, ever. */
export const payoutRef = (day: string, position: number) => `leaderboard:${day}:${position}`;

/**
 * Pays a finished day's paid places by the terms stored for that day (built in: $150, $100, $75, $50, $50, then
 * $15 x 5, as coins; admins may set others for coming days, see docs/admin-api.md). In one
 * transaction: the payout record (its `_id` is the day, so it can exist once) and one `leaderboard-prize`
 * ledger entry per position (ref `leaderboard:<day>:<position>`, unique). A concurrent or repeated run on
 * any node either finds the record and does nothing, or loses the transaction on the duplicate key; either way
 * nothing is credited twice. Refuses (`not-finished`) until `graceMs` after the day ended, so openings that
 * started before midnight have committed.
 */
export async function payDailyLeaderboard(
  ctx: AppContext,
  day: string,
  graceMs = ctx.config.LEADERBOARD_PAYOUT_GRACE_MS,
): Promise<PayoutOutcome> {
  const now = ctx.clock.now();
  if (now.getTime() < dayEnd(day).getTime() + graceMs) return { status: 'not-finished' };
  const existing = await LeaderboardPayoutModel.findById(day).lean<LeaderboardPayout>();
  if (existing) return { status: 'already-paid', payout: existing };

  const terms = await termsForDay(day, now);
  const standings = await computeStandings(day, terms.amounts.length);
  const winners: PayoutWinner[] = standings.map((s, i) => ({
    position: i + 1,
    userId: s.userId,
    username: s.username,
    totalSpent: s.totalSpent,
    prizeAmount: prizeUsd(terms, i + 1),
    prizeCoins: prizeCoins(terms, i + 1),
  }));
  const payout: LeaderboardPayout = {
    _id: day,
    winners,
    totalCoins: winners.reduce((sum, w) => sum + w.prizeCoins, 0),
    paidAt: now,
    name: terms.name,
    totalPrize: terms.totalPrize,
    termsVersion: terms.termsVersion,
  };

  try {
    const outcome = await inTransaction(ctx.bus, async (tx): Promise<PayoutOutcome> => {
      const again = await LeaderboardPayoutModel.findById(day).session(tx.session).lean<LeaderboardPayout>();
      if (again) return { status: 'already-paid', payout: again };
      await LeaderboardPayoutModel.create([payout], { session: tx.session });
      for (const w of winners) {
        await credit(tx, {
          userId: w.userId,
          amount: w.prizeCoins,
          kind: 'leaderboard-prize',
          ref: payoutRef(day, w.position),
          reason: `Daily leaderboard ${day}: position ${w.position}`,
          at: now,
        });
      }
      tx.emit('leaderboard.paid', {
        day,
        winners: winners.map((w) => ({
          position: w.position,
          userId: w.userId.toHexString(),
          username: w.username,
          prizeCoins: w.prizeCoins,
        })),
        totalCoins: payout.totalCoins,
        at: now,
      });
      return { status: 'paid', payout };
    });
    if (outcome.status === 'paid') ctx.logger.info({ day, winners: winners.length, coins: payout.totalCoins }, 'leaderboard paid out');
    return outcome;
  } catch (err) {
    // Another run stored the same day first (its transaction won): that payout stands, this one wrote nothing.
    if (!isDuplicateKey(err)) throw err;
    const stored = await LeaderboardPayoutModel.findById(day).lean<LeaderboardPayout>();
    if (!stored) throw err;
    return { status: 'already-paid', payout: stored };
  }
}

export function presentPayout(p: LeaderboardPayout): LeaderboardPayoutDto {
  return {
    id: p._id,
    paidAt: p.paidAt.toISOString(),
    totalCoins: p.totalCoins,
    winners: p.winners.map((w) => ({
      position: w.position,
      userId: w.userId.toHexString(),
      username: w.username,
      totalSpent: w.totalSpent,
      prizeAmount: w.prizeAmount,
      prizeCoins: w.prizeCoins,
    })),
  };
}
