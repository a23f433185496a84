import { Schema, model, type HydratedDocument, type Types } from 'mongoose';
import { BOX_CATEGORIES, RARITIES, type BoxCategory, type Rarity } from '@nova/protocol';

/** A mystery box. `priceCoins` is an integer (100 coins = $1.00). */
export interface Box {
  slug: string;
  name: string;
  description: string;
  imageUrl: string;
  priceCoins: number;
  category: BoxCategory;
  isFeatured: boolean;
  active: boolean;
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
    active: { type: Boolean, default: true },
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
  },
  { timestamps: true },
);
export const PrizeModel = model<Prize>('Prize', prizeSchema);
