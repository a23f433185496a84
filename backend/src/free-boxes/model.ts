import { Schema, model, type HydratedDocument, type Types } from 'mongoose';
import { BOX_CATEGORIES, RARITIES, type BoxCategory, type Rarity } from '@nova/protocol';

/** One row of a level's prize table, in published draw order. `category` is the catalog category it comes from. */
export interface FreeBoxPrize {
  _id: Types.ObjectId;
  name: string;
  description: string;
  rarity: Rarity;
  category: BoxCategory;
  valueInUSDCents: number;
  oddsPpm: number;
  imageUrl: string;
  iconClass: string;
}

/** A free-box level. Requirements: `requiredSpent` in coins and `requiredXP`. */
export interface FreeBoxLevel {
  level: number;
  name: string;
  description: string;
  imageUrl: string;
  requiredSpent: number;
  requiredXP: number;
  legendaryOdds: number;
  commonOdds: number;
  /** The level's prize table (odds sum to 1,000,000 ppm); claims draw from it with the player's seeds. */
  prizes: FreeBoxPrize[];
}
export type FreeBoxLevelDocument = HydratedDocument<FreeBoxLevel>;

const freeBoxPrizeSchema = new Schema<FreeBoxPrize>({
  name: { type: String, required: true },
  description: { type: String, required: true },
  rarity: { type: String, enum: RARITIES, required: true },
  category: { type: String, enum: BOX_CATEGORIES, required: true },
  valueInUSDCents: { type: Number, required: true, min: 0 },
  oddsPpm: { type: Number, required: true, min: 0 },
  imageUrl: { type: String, required: true },
  iconClass: { type: String, required: true },
});

const freeBoxLevelSchema = new Schema<FreeBoxLevel>({
  level: { type: Number, required: true, unique: true, min: 1 },
  name: { type: String, required: true },
  description: { type: String, required: true },
  imageUrl: { type: String, required: true },
  requiredSpent: { type: Number, required: true, min: 0 },
  requiredXP: { type: Number, required: true, min: 0 },
  legendaryOdds: { type: Number, required: true },
  commonOdds: { type: Number, required: true },
  prizes: { type: [freeBoxPrizeSchema], default: [] },
});
export const FreeBoxLevelModel = model<FreeBoxLevel>('FreeBoxLevel', freeBoxLevelSchema);
