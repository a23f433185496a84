import { Schema, model, type HydratedDocument, type Types } from 'mongoose';
import { BOX_CATEGORIES, BOX_STATUSES, RARITIES, type BoxCategory, type BoxStatus, type Rarity } from '@nova/protocol';

/**
 * A mystery box. `priceCoins` is an integer (100 coins = $1.00). Only `published` boxes are listed and opened;
 * `version` moves with every change of the box or its prizes, `oddsVersion` with every change of the draw or the
 * price (docs/catalog-admin.md).
 */
export interface Box {
  /** The `catalog` translation key of a seeded box; `box-<id>` once an admin wrote its text (see `catalogSlug`). */
  slug: string;
  name: string;
  description: string;
  imageUrl: string;
  priceCoins: number;
  category: BoxCategory;
  isFeatured: boolean;
  status: BoxStatus;
  version: number;
  oddsVersion: number;
  publishedAt: Date | null;
  archivedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
export type BoxDocument = HydratedDocument<Box>;

const boxSchema = new Schema<Box>(
  {
    slug: { type: String, required: true, unique: true },
    name: { type: String, required: true, trim: true },
    description: { type: String, required: true },
    imageUrl: { type: String, required: true },
    priceCoins: { type: Number, required: true, min: 1 },
    category: { type: String, enum: BOX_CATEGORIES, required: true },
    isFeatured: { type: Boolean, default: false },
    status: { type: String, enum: BOX_STATUSES, required: true },
    version: { type: Number, default: 1 },
    oddsVersion: { type: Number, default: 1 },
    publishedAt: { type: Date, default: null },
    archivedAt: { type: Date, default: null },
  },
  { timestamps: true },
);
export const BoxModel = model<Box>('Box', boxSchema);

/**
 * A prize in a box. Values are integer cents in the prize's currency; odds are integer parts per million,
 * so a box's odds sum to exactly 1,000,000 and the odds shown are exactly the odds used.
 */
export interface Prize {
  boxId: Types.ObjectId;
  name: string;
  description: string;
  valueCents: number;
  currency: string;
  valueInUSDCents: number;
  oddsPpm: number;
  rarity: Rarity;
  imageUrl: string;
  iconClass: string;
  /** Position in the box's published odds table (the draw walks prizes in this order). */
  sortOrder: number;
  /** Moves with every change of this prize (optimistic concurrency for admins). */
  version: number;
  /** Deleted by an admin but kept, because openings drew from a table that held it. Never listed or drawn. */
  archived: boolean;
  createdAt: Date;
  updatedAt: Date;
}
export type PrizeDocument = HydratedDocument<Prize>;

const prizeSchema = new Schema<Prize>(
  {
    boxId: { type: Schema.Types.ObjectId, ref: 'Box', required: true, index: true },
    name: { type: String, required: true, trim: true },
    description: { type: String, default: '' },
    valueCents: { type: Number, required: true, min: 0 },
    currency: { type: String, default: 'USD' },
    valueInUSDCents: { type: Number, required: true, min: 0 },
    oddsPpm: { type: Number, required: true, min: 0, max: 1_000_000 },
    rarity: { type: String, enum: RARITIES, required: true },
    imageUrl: { type: String, default: '' },
    iconClass: { type: String, default: 'gift' },
    sortOrder: { type: Number, default: 0 },
    version: { type: Number, default: 1 },
    archived: { type: Boolean, default: false },
  },
  { timestamps: true },
);
export const PrizeModel = model<Prize>('Prize', prizeSchema);
