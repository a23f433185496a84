import { z } from 'zod';
import { RARITIES } from '../constants';
import { messageKey, objectIdSchema } from './common';
import { iso, seq } from './fields';
import { winnerSchema, winnersQuerySchema } from './realtime';
import { isSafeLine, TEXT_RULE_MESSAGE } from './text';

/**
 * Winners in the admin console: adding one by hand, the list with hidden winners, hiding and showing again, and the
 * live facts that take a hidden winner off open `/winners` pages. Rules and the API are in docs/admin-api.md.
 */

/** The Add winner form's field messages (server details and the form), translated by key (`admin:winners.validation.<key>`). */
export const WINNER_MESSAGES = {
  userRequired: 'Select a player',
  boxRequired: 'Select a box',
  prizeNameRequired: 'Prize name is required',
  prizeNameTooLong: 'Prize name must be at most 120 characters',
  prizeValueRequired: 'Enter the prize value in USD',
  prizeValuePositive: 'Prize value must be above 0',
  prizeValueTooLarge: 'Prize value must be at most 10,000,000',
  prizeValueCents: 'Prize value may have at most two decimals',
  controlCharacters: TEXT_RULE_MESSAGE,
} as const;
export type WinnerMessageKey = keyof typeof WINNER_MESSAGES;

/** The key of an Add winner message, or undefined for any other text. */
export function winnerMessageKey(message: string | undefined): WinnerMessageKey | undefined {
  return messageKey(WINNER_MESSAGES, message);
}

/** `POST /api/admin/winners` (JSON, or multipart with optional `prizeImage` / `winnerImage` files). */
export const addWinnerBodySchema = z
  .object({
    userId: z.string().regex(/^[0-9a-f]{24}$/i, WINNER_MESSAGES.userRequired),
    boxId: z.string().regex(/^[0-9a-f]{24}$/i, WINNER_MESSAGES.boxRequired),
    prizeName: z
      .string()
      .trim()
      .min(1, WINNER_MESSAGES.prizeNameRequired)
      .max(120, WINNER_MESSAGES.prizeNameTooLong)
      .refine(isSafeLine, WINNER_MESSAGES.controlCharacters),
    /**
     * USD, e.g. 249.99, or '249.99' from a form or a multipart field (digits with an optional decimal part). A blank
     * field counts as missing; anything else that is not a number (true, '1e3', '0x10', ' ') is refused, not coerced.
     */
    prizeValue: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v) : v),
      z
        .number({ error: WINNER_MESSAGES.prizeValueRequired })
        .positive(WINNER_MESSAGES.prizeValuePositive)
        .max(10_000_000, WINNER_MESSAGES.prizeValueTooLarge)
        .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, WINNER_MESSAGES.prizeValueCents),
    ),
    rarity: z.enum(RARITIES).exclude(['none']).optional(),
    iconClass: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,40}$/, 'must be an icon name')
      .optional(),
    /** When the win happened; now by default. */
    createdAt: iso.optional(),
  })
  .strict();
export type AddWinnerBody = z.infer<typeof addWinnerBodySchema>;
/** What the Add winner form holds before parsing (the value is typed as text). */
export type AddWinnerForm = z.input<typeof addWinnerBodySchema>;

/** A winner as admins see it: the public view plus whether, when and by whom it was hidden. */
export const staffWinnerSchema = winnerSchema
  .extend({
    hidden: z.boolean(),
    hiddenAt: iso.nullable(),
    /** The username of the admin who hid it. */
    hiddenBy: z.string().nullable(),
  })
  .strict();
export type StaffWinnerDto = z.infer<typeof staffWinnerSchema>;

export const WINNER_VISIBILITIES = ['all', 'visible', 'hidden'] as const;
export type WinnerVisibility = (typeof WINNER_VISIBILITIES)[number];

/** `GET /api/admin/winners?cursor=&limit=&visibility=`: real wins and admin-added winners, hidden ones too, newest first. */
export const adminWinnersQuerySchema = winnersQuerySchema
  .extend({ visibility: z.enum(WINNER_VISIBILITIES, { error: 'must be all, visible or hidden' }).default('all') })
  .strict();
export type AdminWinnersQuery = z.infer<typeof adminWinnersQuerySchema>;

export const staffWinnersPageDtoSchema = z.object({ entries: z.array(staffWinnerSchema), nextCursor: z.string().nullable() }).strict();
export type StaffWinnersPageDto = z.infer<typeof staffWinnersPageDtoSchema>;

/** `PATCH /api/admin/winners/:id`: hide a winner from the public list, or show it again. */
export const winnerVisibilityBodySchema = z.object({ hidden: z.boolean({ error: 'must be true or false' }) }).strict();
export type WinnerVisibilityBody = z.infer<typeof winnerVisibilityBodySchema>;

export const winnerParamsSchema = z.object({ id: objectIdSchema }).strict();

/** `winner:hidden` (room `winners`): an admin hid a winner; clients drop it. Numbered on the winners stream. */
export const winnerHiddenSchema = z.object({ seq, winnerId: z.string().min(1) }).strict();
export type WinnerHidden = z.infer<typeof winnerHiddenSchema>;

/** `winner:unhidden` (room `winners`): a hidden winner is shown again; clients put it back in its place. */
export const winnerUnhiddenSchema = z.object({ seq, winner: winnerSchema }).strict();
export type WinnerUnhidden = z.infer<typeof winnerUnhiddenSchema>;
