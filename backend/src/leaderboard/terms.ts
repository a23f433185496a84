import { COINS_PER_USD, LEADERBOARD_PRIZES_USD, type LeaderboardTermsDto } from '@nova/protocol';
import { isDuplicateKey } from '../core/transaction';
import { dayEnd, utcDay } from './day';
import { LeaderboardDayModel, LeaderboardSettingsModel, type LeaderboardDay, type TermsRecord } from './model';

/** The built-in terms (settings version 0): $500 over ten places, as the shop launched. */
export const DEFAULT_TERMS: Readonly<TermsRecord> = Object.freeze({
  name: 'Daily Leaderboard',
  description: 'Every paid box you open today counts. At 00:00 UTC the top 10 players by coins spent share $500, paid in coins.',
  totalPrize: LEADERBOARD_PRIZES_USD.reduce((sum, usd) => sum + usd, 0),
  amounts: [...LEADERBOARD_PRIZES_USD],
});

/** A day's terms as stored: the terms, the settings version they came from, and the day. */
export type DayTerms = Pick<LeaderboardDay, '_id' | 'name' | 'description' | 'totalPrize' | 'amounts' | 'termsVersion'>;

/** Prize of a 1-based place in US dollars (0 below the paid places). */
export const prizeUsd = (terms: TermsRecord, position: number): number => terms.amounts[position - 1] ?? 0;
/** Prize of a 1-based place in coins. */
export const prizeCoins = (terms: TermsRecord, position: number): number => prizeUsd(terms, position) * COINS_PER_USD;

/** The terms in the wire shape (places numbered from 1). */
export function presentTerms(terms: TermsRecord): LeaderboardTermsDto {
  return {
    name: terms.name,
    description: terms.description,
    totalPrize: terms.totalPrize,
    prizeDistribution: terms.amounts.map((amount, i) => ({ position: i + 1, amount })),
  };
}

/** The day after `day`. */
export const followingDay = (day: string): string => utcDay(dayEnd(day));

// Stored days never change, so each node keeps the few it has read (today, yesterday for the payout).
const remembered = new Map<string, DayTerms>();
const REMEMBER_DAYS = 8;

function remember(terms: DayTerms): DayTerms {
  remembered.set(terms._id, terms);
  if (remembered.size > REMEMBER_DAYS) remembered.delete(remembered.keys().next().value!);
  return terms;
}

const projection = { name: 1, description: 1, totalPrize: 1, amounts: 1, termsVersion: 1 } as const;

/**
 * The terms `day` is played for. The first read of a day stores them (from the newest settings revision that
 * applies to the day, else the built-in terms) and every later read, on any node, gets that stored record: a
 * change saved today applies from tomorrow, and today's players keep competing for what they started with.
 */
export async function termsForDay(day: string, now: Date): Promise<DayTerms> {
  const known = remembered.get(day);
  if (known) return known;
  const stored = await LeaderboardDayModel.findById(day, projection).lean<DayTerms>();
  if (stored) return remember(stored);
  const revision = await LeaderboardSettingsModel.findOne({ effectiveFrom: { $lte: day } })
    .sort({ _id: -1 })
    .lean();
  const terms: TermsRecord = revision ?? DEFAULT_TERMS;
  const chosen: DayTerms = {
    _id: day,
    name: terms.name,
    description: terms.description,
    totalPrize: terms.totalPrize,
    amounts: [...terms.amounts],
    termsVersion: revision?._id ?? 0,
  };
  try {
    await LeaderboardDayModel.create([{ ...chosen, storedAt: now }]);
    return remember(chosen);
  } catch (err) {
    // Another request (or node) stored the day first: theirs stands.
    if (!isDuplicateKey(err)) throw err;
    return remember((await LeaderboardDayModel.findById(day, projection).lean<DayTerms>())!);
  }
}

/**
 * The first day a change saved at `now` can apply to: tomorrow, or the day after the last day whose terms are
 * already stored (another node whose clock runs ahead may have started tomorrow already).
 */
export async function firstOpenDay(now: Date): Promise<string> {
  const tomorrow = followingDay(utcDay(now));
  const last = await LeaderboardDayModel.findOne({}, { _id: 1 }).sort({ _id: -1 }).lean();
  return last && last._id >= tomorrow ? followingDay(last._id) : tomorrow;
}
