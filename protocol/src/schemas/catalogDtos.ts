import { z } from 'zod';
import { BOX_CATEGORIES } from '../constants';
import { prizeDtoSchema } from '../dto';
import { objectIdSchema } from './common';
import { iso, seq, usd } from './fields';
import { BOX_STATUSES } from './catalog';

/**
 * The admin catalog's answers (boxes and prizes as admins read them back, upload results) and the live
 * `catalog:changed` fact. What admins send is in `catalog.ts`; rules and routes: docs/catalog-admin.md.
 */

// ---------------------------------------------------------------------------------------------------------
// What admins read back

const tally = z.number().int().nonnegative();

/** A prize as admins edit it: the public prize plus its version and place in the table. */
export const adminPrizeDtoSchema = prizeDtoSchema
  .extend({
    version: z.number().int().positive(),
    /** 0-based place in the box's published (draw) order. */
    position: tally,
    /** The odds as a percentage string, exact ('33.3', '0.0086'). */
    probabilityPercent: z.string().regex(/^\d+(\.\d+)?$/),
    updatedAt: iso,
  })
  .strict();
export type AdminPrizeDto = z.infer<typeof adminPrizeDtoSchema>;

/** A box in the admin list: status, versions and the state of its odds table, without the prizes. */
export const adminBoxSummaryDtoSchema = z
  .object({
    id: z.string().min(1),
    slug: z.string().nullable(),
    name: z.string(),
    description: z.string(),
    imageUrl: z.string(),
    priceCoins: tally,
    /** US dollars, '19.99' (= coins / 100). */
    priceInUSD: usd,
    currency: z.literal('USD'),
    category: z.enum(BOX_CATEGORIES),
    isFeatured: z.boolean(),
    status: z.enum(BOX_STATUSES),
    /** Bumped by every change of the box or its prizes (optimistic concurrency). */
    version: z.number().int().positive(),
    /** Bumped by every change that affects the draw or the price; openings carry the one they were shown. */
    oddsVersion: z.number().int(),
    prizeCount: tally,
    /** Sum of the prizes' odds in ppm; a box can be published only at exactly 1,000,000. */
    oddsTotalPpm: tally,
    publishedAt: iso.nullable(),
    archivedAt: iso.nullable(),
    createdAt: iso,
    updatedAt: iso,
  })
  .strict();
export type AdminBoxSummaryDto = z.infer<typeof adminBoxSummaryDtoSchema>;

/** One box with its prizes in draw order (the editor). */
export const adminBoxDtoSchema = adminBoxSummaryDtoSchema.extend({ prizes: z.array(adminPrizeDtoSchema) }).strict();
export type AdminBoxDto = z.infer<typeof adminBoxDtoSchema>;

/** What a prize write answers: the prize (null once deleted) and its box as it is now (new versions). */
export const adminPrizeWriteDtoSchema = z.object({ prize: adminPrizeDtoSchema.nullable(), box: adminBoxDtoSchema }).strict();
export type AdminPrizeWriteDto = z.infer<typeof adminPrizeWriteDtoSchema>;

const deleteOutcome = z.enum(['deleted', 'archived']);

/** `DELETE /api/admin/boxes/:id`: removed (never opened) or archived (it has openings: history keeps it). */
export const adminBoxDeleteDtoSchema = z.object({ outcome: deleteOutcome, box: adminBoxDtoSchema.nullable() }).strict();
export type AdminBoxDeleteDto = z.infer<typeof adminBoxDeleteDtoSchema>;

/** `DELETE /api/admin/prizes/:id`: removed, or archived when openings drew from a table that held it. */
export const adminPrizeDeleteDtoSchema = adminPrizeWriteDtoSchema.extend({ outcome: deleteOutcome }).strict();
export type AdminPrizeDeleteDto = z.infer<typeof adminPrizeDeleteDtoSchema>;

/** `POST /api/admin/upload`. */
export const uploadResultDtoSchema = z.object({ url: z.string().min(1) }).strict();
export type UploadResultDto = z.infer<typeof uploadResultDtoSchema>;

// ---------------------------------------------------------------------------------------------------------
// Live catalog

/** What happened to a box players can see (drafts are never announced). */
export const CATALOG_CHANGES = ['published', 'updated', 'unpublished', 'archived', 'deleted'] as const;
export type CatalogChange = (typeof CATALOG_CHANGES)[number];

/**
 * `catalog:changed` (room `catalog`, public): a published box appeared, changed, or left the shop. Clients reload
 * the catalog; an open box dialog reloads that box. `oddsVersion` is the box's version now (an opening must carry it).
 */
export const catalogChangedSchema = z
  .object({
    seq,
    boxId: objectIdSchema,
    change: z.enum(CATALOG_CHANGES),
    oddsVersion: z.number().int().positive(),
    at: iso,
  })
  .strict();
export type CatalogChanged = z.infer<typeof catalogChangedSchema>;
