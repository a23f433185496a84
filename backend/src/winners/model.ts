import { Schema, model, type Types } from 'mongoose';
import { RARITIES, type Rarity } from '@nova/protocol';

/**
 * A winner an admin added by hand (docs/admin-api.md, "Winners"). Real wins are not copied here: the winners
 * list reads them from the openings themselves and merges both in time order.
 */
export interface AdminWinner {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  username: string;
  boxId: Types.ObjectId;
  boxName: string;
  prizeName: string;
  prizeValueCents: number;
  rarity: Rarity;
  iconClass: string;
  /** The prize picture: the uploaded one, else the box's. */
  imageUrl: string;
  winnerImageUrl: string | null;
  addedBy: Types.ObjectId;
  /** When an admin hid it from the public list; null or absent: shown. */
  hiddenAt?: Date | null;
  hiddenBy?: Types.ObjectId | null;
  createdAt: Date;
}

const adminWinnerSchema = new Schema<AdminWinner>(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    username: { type: String, required: true },
    boxId: { type: Schema.Types.ObjectId, ref: 'Box', required: true },
    boxName: { type: String, required: true },
    prizeName: { type: String, required: true },
    prizeValueCents: { type: Number, required: true, min: 1 },
    rarity: { type: String, enum: RARITIES, required: true },
    iconClass: { type: String, required: true },
    /** The prize image ('' for none). */
    imageUrl: { type: String, default: '' },
    winnerImageUrl: { type: String, default: null },
    addedBy: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    hiddenAt: { type: Date, default: null },
    hiddenBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
adminWinnerSchema.index({ createdAt: -1, _id: -1 });

export const AdminWinnerModel = model<AdminWinner>('AdminWinner', adminWinnerSchema, 'winners');
