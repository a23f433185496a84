import type { Types } from 'mongoose';
import { centsToUsd, BOX_CATEGORIES, type BoxCategory, type PlayerSummaryDto } from '@nova/protocol';
import { legendaryStatus, type PlayState } from '../boxes/legendary';
import { OpeningModel } from './model';

interface Totals {
  boxesOpened: number;
  wins: number;
  winningsCents: number;
  coinsSpent: number;
  pendingActions: number;
}

/**
 * The profile page's figures for one player: openings, wins, the USD value of everything won, coins spent and
 * wins still pending, in one aggregation over their openings; legendary eligibility from the user's play state.
 */
export async function playerSummary(userId: Types.ObjectId, play: PlayState): Promise<PlayerSummaryDto> {
  const [totals] = await OpeningModel.aggregate<Totals>([
    { $match: { userId } },
    {
      $group: {
        _id: null,
        boxesOpened: { $sum: 1 },
        wins: { $sum: { $cond: ['$isWin', 1, 0] } },
        winningsCents: { $sum: { $cond: ['$isWin', '$prize.valueInUSDCents', 0] } },
        coinsSpent: { $sum: '$pricePaid' },
        pendingActions: { $sum: { $cond: [{ $and: ['$isWin', { $eq: ['$action', 'pending'] }] }, 1, 0] } },
      },
    },
  ]);
  const category: BoxCategory | null = BOX_CATEGORIES.find((c) => c === play.lastPlayedCategory) ?? null;
  return {
    boxesOpened: totals?.boxesOpened ?? 0,
    wins: totals?.wins ?? 0,
    totalWinnings: centsToUsd(totals?.winningsCents ?? 0),
    coinsSpent: totals?.coinsSpent ?? 0,
    pendingActions: totals?.pendingActions ?? 0,
    legendary: { ...legendaryStatus(play, category ?? ''), category },
  };
}
