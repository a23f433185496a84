import { z } from 'zod';
import { adminUserDtoSchema } from '../accounts';
import { LEDGER_KINDS, LIMITS, ROLES } from '../constants';
import { messageKey, objectIdSchema, queryInt } from './common';
import { iso, usd } from './fields';
import { searchTextSchema } from './auth';
import { cursorQuerySchema, requestIdSchema } from './openings';
import { isSafeLine, TEXT_RULE_MESSAGE } from './text';

/**
 * User management in the admin console: the user list, one user's page with its lists, coin grants and clawbacks,
 * roles and bans. Rules and the API are in docs/admin-api.md.
 */

/**
 * The coin dialogs' field messages (grant and clawback), shared by the server's VALIDATION_FAILED details and the
 * forms; the console translates them by key (`admin:users.coins.validation.<key>`, see `coinsMessageKey`).
 */
export const COINS_MESSAGES = {
  userRequired: 'Select a player',
  amountRequired: 'Enter a number of coins',
  amountWhole: 'Must be a whole number of coins',
  amountTooSmall: `Must be at least ${LIMITS.grantMin} coin`,
  amountTooLarge: `Must be at most ${LIMITS.grantMax.toLocaleString('en-US')} coins`,
  reasonRequired: 'A reason is required',
  reasonTooLong: `Must be at most ${LIMITS.coinsReasonMax} characters`,
  reasonInvalid: TEXT_RULE_MESSAGE,
} as const;
export type CoinsMessageKey = keyof typeof COINS_MESSAGES;

/** The key of a coin-dialog message, or undefined for any other text. */
export function coinsMessageKey(message: string | undefined): CoinsMessageKey | undefined {
  return messageKey(COINS_MESSAGES, message);
}

/** Whole coins, 1 to 1,000,000 (a grant or a clawback). */
export const coinAmountSchema = z
  .number({ error: COINS_MESSAGES.amountRequired })
  .int(COINS_MESSAGES.amountWhole)
  .min(LIMITS.grantMin, COINS_MESSAGES.amountTooSmall)
  .max(LIMITS.grantMax, COINS_MESSAGES.amountTooLarge);

const reasonText = z
  .string()
  .trim()
  .max(LIMITS.coinsReasonMax, COINS_MESSAGES.reasonTooLong)
  .refine(isSafeLine, COINS_MESSAGES.reasonInvalid);

/** `POST /api/admin/give-coins` and `/give-credits`. `requestId` (or an Idempotency-Key header) makes retries safe. */
export const grantCoinsBodySchema = z
  .object({
    userId: objectIdSchema,
    amount: coinAmountSchema,
    /** Optional; blank counts as none. */
    reason: reasonText.optional(),
    requestId: requestIdSchema.optional(),
  })
  .strict();
export type GrantCoinsBody = z.infer<typeof grantCoinsBodySchema>;

/** The Give coins dialog: a player must be picked; the idempotency key is added when it is sent. */
export const grantCoinsFormSchema = grantCoinsBodySchema
  .omit({ requestId: true })
  .extend({ userId: z.string().regex(/^[0-9a-f]{24}$/i, COINS_MESSAGES.userRequired) });
export type GrantCoinsForm = z.input<typeof grantCoinsFormSchema>;

/**
 * `POST /api/admin/users/:id/clawback`: takes coins back with a reason. By default the whole amount or nothing (409
 * CLAWBACK_EXCEEDS_BALANCE when the balance is lower); `upToBalance: true` takes what there is, up to the amount.
 * A balance never goes below zero either way.
 */
export const clawbackBodySchema = z
  .object({
    amount: coinAmountSchema,
    reason: reasonText.min(1, COINS_MESSAGES.reasonRequired),
    upToBalance: z.boolean({ error: 'must be true or false' }).default(false),
    requestId: requestIdSchema.optional(),
  })
  .strict();
export type ClawbackBody = z.infer<typeof clawbackBodySchema>;
/** The Clawback dialog's fields (the idempotency key is added when it is sent). */
export const clawbackFormSchema = clawbackBodySchema.omit({ requestId: true });
export type ClawbackForm = z.input<typeof clawbackFormSchema>;

/** `POST /api/admin/users/:id/clawback` answer. */
export const clawbackResultDtoSchema = z
  .object({
    message: z.string(),
    userId: objectIdSchema,
    /** Coins taken (positive): the amount asked for, or less with `upToBalance`. */
    amount: z.number().int().nonnegative(),
    /** Coins asked for. */
    requested: z.number().int().positive(),
    /** The player's balance right after the clawback. */
    balance: z.number().int(),
    entryId: z.string().min(1),
    /** True when this request key had been applied before (nothing changed now). */
    replayed: z.boolean(),
  })
  .strict();
export type ClawbackResultDto = z.infer<typeof clawbackResultDtoSchema>;

/** How the user list can be ordered: sign-up time, balance, coins spent on openings, or name. */
export const ADMIN_USER_SORTS = ['created', 'balance', 'totalSpent', 'username'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
export const SORT_ORDERS = ['desc', 'asc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * `GET /api/admin/users?page=&pageSize=&search=&role=&sort=&order=`: 1-based pages with a total. `search` matches
 * part of a username or email as plain text (case-insensitive); control characters are refused.
 */
export const adminUsersQuerySchema = z
  .object({
    page: queryInt(1, 100_000).default(1),
    pageSize: queryInt(1, 100).default(20),
    search: searchTextSchema.optional(),
    role: z.enum(ROLES, { error: 'must be player, support or admin' }).optional(),
    sort: z.enum(ADMIN_USER_SORTS, { error: `must be one of ${ADMIN_USER_SORTS.join(', ')}` }).default('created'),
    order: z.enum(SORT_ORDERS, { error: 'must be asc or desc' }).default('desc'),
  })
  .strict();
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** `PATCH /api/admin/users/:id` body: only role and ban can change here. */
export const adminUserUpdateSchema = z
  .object({ role: z.enum(ROLES).optional(), banned: z.boolean().optional() })
  .strict()
  .refine((body) => body.role !== undefined || body.banned !== undefined, { message: 'Nothing to change: send role or banned' });
export type AdminUserUpdateBody = z.infer<typeof adminUserUpdateSchema>;

export const adminUserParamsSchema = z.object({ id: objectIdSchema }).strict();

/** `GET /api/admin/users/:id`: the user page's header. */
const tally = z.number().int().nonnegative();

export const adminUserDetailDtoSchema = z
  .object({
    user: adminUserDtoSchema,
    /** The last time any of the user's sign-in sessions was seen (within a few minutes); null if never. */
    lastActiveAt: iso.nullable(),
    /** Set when the owner deleted the account (it stays, anonymised). */
    deletedAt: iso.nullable(),
    totals: z
      .object({
        /** Every opening, free-box claims included. */
        openings: tally,
        /** Retail value of every prize won, USD with two decimals. */
        prizeValueWon: usd,
        /** Coins granted by staff. */
        coinsGranted: tally,
        /** Coins taken back by staff (positive). */
        coinsClawedBack: tally,
        shipments: tally,
        /** Support tickets sent from the account or from its email address. */
        tickets: tally,
      })
      .strict(),
  })
  .strict();
export type AdminUserDetailDto = z.infer<typeof adminUserDetailDtoSchema>;

/** `GET /api/admin/users/:id/ledger?cursor=&limit=&kind=`: newest first. */
export const adminLedgerQuerySchema = cursorQuerySchema
  .extend({ kind: z.enum(LEDGER_KINDS, { error: 'must be a ledger kind' }).optional() })
  .strict();
export type AdminLedgerQuery = z.infer<typeof adminLedgerQuerySchema>;

/** One balance change as staff read it. */
export const adminLedgerEntryDtoSchema = z
  .object({
    id: z.string().min(1),
    kind: z.enum(LEDGER_KINDS),
    /** Signed coins: negative for debits. */
    amount: z.number().int(),
    balanceAfter: z.number().int(),
    /** The staff member who made it (grants, clawbacks); null for the player's own activity. */
    actor: z.object({ id: z.string().min(1), username: z.string() }).strict().nullable(),
    reason: z.string().nullable(),
    createdAt: iso,
  })
  .strict();
export type AdminLedgerEntryDto = z.infer<typeof adminLedgerEntryDtoSchema>;
