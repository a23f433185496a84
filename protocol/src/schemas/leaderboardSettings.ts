import { z } from 'zod';
import { LEADERBOARD_ENTRIES } from '../constants';
import { messageKey, queryInt } from './common';
import { isSafeLine, isSafeLines, TEXT_RULE_MESSAGE } from './text';

/**
 * The daily leaderboard's terms as admins set them: a name, a description, a total prize and how it is split
 * between the top places. Amounts are whole US dollars (paid as coins, 100 per dollar). A change applies from the
 * next UTC day; the rules are in docs/admin-api.md.
 */

export const LEADERBOARD_LIMITS = {
  nameMax: 60,
  descriptionMax: 500,
  /** Paid places at most: every place the public ranking shows can carry a prize. */
  positionsMax: LEADERBOARD_ENTRIES,
  /** The largest total (and so the largest amount) in US dollars. */
  totalPrizeMaxUsd: 1_000_000,
} as const;

/** The schema's messages in English; forms translate them by key (`admin:leaderboard.validation.<key>`). */
export const LEADERBOARD_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${LEADERBOARD_LIMITS.nameMax} characters`,
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description must be at most ${LEADERBOARD_LIMITS.descriptionMax} characters`,
  controlCharacters: TEXT_RULE_MESSAGE,
  amountRequired: 'Enter an amount in whole US dollars',
  amountInteger: 'Must be a whole number of US dollars',
  amountPositive: 'Must be at least $1',
  amountTooLarge: `Must be at most $${LEADERBOARD_LIMITS.totalPrizeMaxUsd}`,
  positionsRequired: 'Add at least one paid place',
  tooManyPositions: `At most ${LEADERBOARD_LIMITS.positionsMax} paid places`,
  positionsOrder: 'Places must be numbered 1, 2, 3… in order',
  amountsOrder: 'A place cannot win more than the place above it',
  sumMismatch: 'The amounts must add up to the total prize',
  versionInvalid: 'Must be the settings version you loaded',
} as const;
export type LeaderboardMessageKey = keyof typeof LEADERBOARD_MESSAGES;

/** The key of a message from LEADERBOARD_MESSAGES, or undefined for any other text. */
export function leaderboardMessageKey(message: string | undefined): LeaderboardMessageKey | undefined {
  return messageKey(LEADERBOARD_MESSAGES, message);
}

const M = LEADERBOARD_MESSAGES;

/** Whole US dollars, 1 .. LEADERBOARD_LIMITS.totalPrizeMaxUsd. */
const usdAmount = z
  .number({ error: M.amountRequired })
  .int(M.amountInteger)
  .min(1, M.amountPositive)
  .max(LEADERBOARD_LIMITS.totalPrizeMaxUsd, M.amountTooLarge);

/** Trimmed text under the text rule (`multiline` allows line breaks). */
const text = (required: string, tooLong: string, max: number, multiline: boolean) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine(multiline ? isSafeLines : isSafeLine, M.controlCharacters);

export const prizePlaceSchema = z
  .object({
    position: z.number({ error: M.positionsOrder }).int(M.positionsOrder).min(1, M.positionsOrder),
    amount: usdAmount,
  })
  .strict();
export type PrizePlace = z.infer<typeof prizePlaceSchema>;

const termsShape = {
  name: text(M.nameRequired, M.nameTooLong, LEADERBOARD_LIMITS.nameMax, false),
  description: text(M.descriptionRequired, M.descriptionTooLong, LEADERBOARD_LIMITS.descriptionMax, true),
  /** US dollars paid out at the reset: exactly the sum of the places' amounts. */
  totalPrize: usdAmount,
  /** Place 1, 2, 3… in order, each amount at most the one above it. */
  prizeDistribution: z
    .array(prizePlaceSchema, { error: M.positionsRequired })
    .min(1, M.positionsRequired)
    .max(LEADERBOARD_LIMITS.positionsMax, M.tooManyPositions),
};

type Terms = { totalPrize: number; prizeDistribution: PrizePlace[] };

/** The rules across fields: places in order, amounts never rising down the ranking, and their sum the total. */
function checkDistribution(value: Terms, ctx: z.RefinementCtx): void {
  value.prizeDistribution.forEach((place, i) => {
    if (place.position !== i + 1) ctx.addIssue({ code: 'custom', path: ['prizeDistribution', i, 'position'], message: M.positionsOrder });
    const above = value.prizeDistribution[i - 1];
    if (above && place.amount > above.amount)
      ctx.addIssue({ code: 'custom', path: ['prizeDistribution', i, 'amount'], message: M.amountsOrder });
  });
  const sum = value.prizeDistribution.reduce((total, place) => total + place.amount, 0);
  if (sum !== value.totalPrize) ctx.addIssue({ code: 'custom', path: ['prizeDistribution'], message: M.sumMismatch });
}

/** A competition's terms (what a day is played for). */
export const leaderboardTermsSchema = z.object(termsShape).strict().superRefine(checkDistribution);
export type LeaderboardTerms = z.infer<typeof leaderboardTermsSchema>;

/**
 * `PUT /api/admin/leaderboard/settings`: the terms of coming days, with the `version` the admin loaded. A stale
 * version (another admin saved first) is refused with 409 CONFLICT.
 */
export const leaderboardSettingsBodySchema = z
  .object({ version: z.number({ error: M.versionInvalid }).int(M.versionInvalid).min(0, M.versionInvalid), ...termsShape })
  .strict()
  .superRefine(checkDistribution);
export type LeaderboardSettingsBody = z.infer<typeof leaderboardSettingsBodySchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const tally = z.number().int().nonnegative();
const iso = z.iso.datetime({ offset: true });

/** The terms of one competition day (as stored: answers are not held to the input limits). */
export const leaderboardTermsDtoSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    /** US dollars. */
    totalPrize: z.number().nonnegative(),
    prizeDistribution: z.array(z.object({ position: z.number().int().positive(), amount: z.number().nonnegative() }).strict()),
  })
  .strict();
export type LeaderboardTermsDto = z.infer<typeof leaderboardTermsDtoSchema>;

/** `GET`/`PUT /api/admin/leaderboard/settings`. */
export const leaderboardSettingsDtoSchema = z
  .object({
    /** The version a change must send; 0 while the built-in terms ($500 over ten places) stand. */
    version: tally,
    /** The terms of coming days. */
    terms: leaderboardTermsDtoSchema,
    /** The first UTC day ('YYYY-MM-DD') these terms apply to; null for the built-in terms. */
    effectiveFrom: day.nullable(),
    updatedAt: iso.nullable(),
    updatedBy: z.object({ id: z.string().min(1), username: z.string() }).strict().nullable(),
    /** Today's competition: the terms it started with, whatever was saved since. */
    today: leaderboardTermsDtoSchema.extend({ day, termsVersion: tally }).strict(),
    /** The first UTC day a change saved now would apply to. */
    nextDay: day,
  })
  .strict();
export type LeaderboardSettingsDto = z.infer<typeof leaderboardSettingsDtoSchema>;

/** `GET /api/admin/leaderboard/payouts?cursor=&limit=`: paid competitions, newest first; `cursor` is a day. */
export const adminPayoutsQuerySchema = z
  .object({
    cursor: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day from a previous page')
      .optional(),
    limit: queryInt(1, 30).default(10),
  })
  .strict();
export type AdminPayoutsQuery = z.infer<typeof adminPayoutsQuerySchema>;

/** One paid competition as admins see it: its terms, the winners and the ledger entry behind each prize. */
export const adminPayoutDtoSchema = z
  .object({
    /** The UTC day, 'YYYY-MM-DD'. */
    id: day,
    paidAt: iso,
    /** The day's terms (null for payouts made before terms were stored with them). */
    name: z.string().nullable(),
    totalPrize: z.number().nonnegative().nullable(),
    termsVersion: tally.nullable(),
    totalCoins: tally,
    winners: z.array(
      z
        .object({
          position: z.number().int().positive(),
          userId: z.string().min(1),
          username: z.string(),
          totalSpent: tally,
          /** US dollars. */
          prizeAmount: z.number().nonnegative(),
          prizeCoins: tally,
          /** The ledger entry's idempotency ref (`leaderboard:<day>:<position>`) and its id (null if it cannot be found). */
          ledgerRef: z.string(),
          ledgerEntryId: z.string().nullable(),
        })
        .strict(),
    ),
  })
  .strict();
export type AdminPayoutDto = z.infer<typeof adminPayoutDtoSchema>;
