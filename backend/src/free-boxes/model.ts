import { Schema, model, type HydratedDocument } from 'mongoose';

/** A free-box level (spec 000 §9). Requirements: `requiredSpent` in coins and `requiredXP`. */
export interface FreeBoxLevel {
  level: number;
  name: string;
  description: string;
  imageUrl: string;
  requiredSpent: number;
  requiredXP: number;
  legendaryOdds: number;
  commonOdds: number;
}
export type FreeBoxLevelDocument = HydratedDocument<FreeBoxLevel>;

const freeBoxLevelSchema = new Schema<FreeBoxLevel>({
  level: { type: Number, required: true, unique: true, min: 1 },
  name: { type: String, required: true },
  description: { type: String, required: true },
  imageUrl: { type: String, required: true },
  requiredSpent: { type: Number, required: true, min: 0 },
  requiredXP: { type: Number, required: true, min: 0 },
  legendaryOdds: { type: Number, required: true },
  commonOdds: { type: Number, required: true },
});
export const FreeBoxLevelModel = model<FreeBoxLevel>('FreeBoxLevel', freeBoxLevelSchema);
