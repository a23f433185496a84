import { OVERVIEW_CHART_DAYS, OVERVIEW_PERIOD_DAYS, type OverviewDayDto, type OverviewDto, type OverviewPeriod } from '@nova/protocol';
import type { AppContext } from '../context';
import { dayEnd, dayStart, utcDay } from '../leaderboard/day';
import { totalOfKind } from '../ledger/queries';
import { openingFigures, paidOpeningsPerDay } from '../openings/figures';
import { revenueBetween } from '../payments';
import { snapshotSeq } from '../realtime/sequence';
import { signUpsBetween } from '../users/figures';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Where "all time" starts for the domains that take a closed range (nothing in the shop is older). */
const EPOCH = new Date(0);

/**
 * A period's bounds: whole UTC days, today included (`to` is the coming midnight), `from` null for all time.
 * The last 7 days are today and the six before it.
 */
export function periodRange(period: OverviewPeriod, now: Date): { from: Date | null; to: Date } {
  const today = utcDay(now);
  const to = dayEnd(today);
  if (period === 'all') return { from: null, to };
  return { from: new Date(dayStart(today).getTime() - (OVERVIEW_PERIOD_DAYS[period] - 1) * DAY_MS), to };
}

/** Paid openings per day over the chart's 30 days, oldest first, with the days that had none. */
async function openingsPerDay(now: Date): Promise<OverviewDayDto[]> {
  const { from, to } = periodRange('30d', now);
  const counted = await paidOpeningsPerDay(from!, to);
  return Array.from({ length: OVERVIEW_CHART_DAYS }, (_, i) => {
    const day = utcDay(new Date(from!.getTime() + i * DAY_MS));
    return { day, ...(counted.get(day) ?? { openings: 0, coinsSpent: 0 }) };
  });
}

/**
 * The shop's figures over `period`, each from its owning domain (openings, ledger, accounts, payments) in one
 * aggregate. `seq` is read first, so an `overview:changed` numbered at or below it describes a change these
 * figures include. Definitions: docs/admin-api.md.
 */
export async function overview(ctx: AppContext, period: OverviewPeriod): Promise<OverviewDto> {
  const seq = await snapshotSeq(ctx, 'overview');
  const now = ctx.clock.now();
  const { from, to } = periodRange(period, now);
  const [openings, resales, signUps, revenue, perDay] = await Promise.all([
    openingFigures(from, to),
    totalOfKind('resale', from, to),
    signUpsBetween(from, to),
    revenueBetween(from ?? EPOCH, to),
    openingsPerDay(now),
  ]);
  return {
    period,
    from: from?.toISOString() ?? null,
    to: to.toISOString(),
    seq,
    figures: {
      revenueCents: revenue.netCents,
      purchases: revenue.purchases,
      refundedCents: revenue.refundedCents,
      coinsSpent: openings.coinsSpent,
      prizeValueCents: openings.prizeValueCents,
      grossMarginCents: openings.coinsSpent - openings.prizeValueCents,
      resaleCoins: resales.coins,
      resales: resales.entries,
      openings: openings.openings,
      freeClaims: openings.freeClaims,
      freePrizeValueCents: openings.freePrizeValueCents,
      activePlayers: openings.activePlayers,
      signUps,
    },
    openingsPerDay: perDay,
  };
}
