import { OpeningModel } from './model';

/** The admin overview's opening figures over a period. */
export interface OpeningFigures {
  /** Paid openings, the coins they cost and the retail value (US cents) of what they gave. */
  openings: number;
  coinsSpent: number;
  prizeValueCents: number;
  /** Free-box claims (nothing paid) and the retail value of what they gave. */
  freeClaims: number;
  freePrizeValueCents: number;
  /** Distinct players with an opening of either kind. */
  activePlayers: number;
}

const EMPTY: OpeningFigures = { openings: 0, coinsSpent: 0, prizeValueCents: 0, freeClaims: 0, freePrizeValueCents: 0, activePlayers: 0 };

const range = (from: Date | null, to: Date) => (from ? { $gte: from, $lt: to } : { $lt: to });

/**
 * Every opening figure of [from, to) (all time when `from` is null) in one aggregate over the `createdAt` index:
 * openings grouped per player (so players are counted once), then summed.
 */
export async function openingFigures(from: Date | null, to: Date): Promise<OpeningFigures> {
  const paid = { $gt: ['$pricePaid', 0] };
  const value = '$prize.valueInUSDCents';
  const [row] = await OpeningModel.aggregate<OpeningFigures>([
    { $match: { createdAt: range(from, to) } },
    {
      $group: {
        _id: '$userId',
        openings: { $sum: { $cond: [paid, 1, 0] } },
        coinsSpent: { $sum: '$pricePaid' },
        prizeValueCents: { $sum: { $cond: [paid, value, 0] } },
        freeClaims: { $sum: { $cond: [paid, 0, 1] } },
        freePrizeValueCents: { $sum: { $cond: [paid, 0, value] } },
      },
    },
    {
      $group: {
        _id: null,
        openings: { $sum: '$openings' },
        coinsSpent: { $sum: '$coinsSpent' },
        prizeValueCents: { $sum: '$prizeValueCents' },
        freeClaims: { $sum: '$freeClaims' },
        freePrizeValueCents: { $sum: '$freePrizeValueCents' },
        activePlayers: { $sum: 1 },
      },
    },
    { $project: { _id: 0 } },
  ]);
  return row ?? EMPTY;
}

/** Paid openings and the coins they cost per UTC day ('YYYY-MM-DD') in [from, to); days without any are absent. */
export async function paidOpeningsPerDay(from: Date, to: Date): Promise<Map<string, { openings: number; coinsSpent: number }>> {
  const rows = await OpeningModel.aggregate<{ _id: string; openings: number; coinsSpent: number }>([
    { $match: { createdAt: range(from, to), pricePaid: { $gt: 0 } } },
    {
      $group: {
        _id: { $dateToString: { format: '%Y-%m-%d', date: '$createdAt' } },
        openings: { $sum: 1 },
        coinsSpent: { $sum: '$pricePaid' },
      },
    },
  ]);
  return new Map(rows.map((r) => [r._id, { openings: r.openings, coinsSpent: r.coinsSpent }]));
}
