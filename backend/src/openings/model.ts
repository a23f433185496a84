import { Schema, model, type Types } from 'mongoose';
import { BOX_CATEGORIES, RARITIES, type BoxCategory, type Rarity, type UnboxingAction } from '@nova/protocol';

/** One row of the odds table exactly as an opening used it, in published order. */
export interface OddsSnapshotEntry {
  prizeId: Types.ObjectId;
  name: string;
  rarity: Rarity;
  oddsPpm: number;
  valueInUSDCents: number;
}

/** The prize as won, copied so later catalog edits never change history. */
export interface PrizeSnapshot {
  prizeId: Types.ObjectId;
  name: string;
  description: string;
  valueCents: number;
  currency: string;
  valueInUSDCents: number;
  rarity: Rarity;
  imageUrl: string;
  iconClass: string;
}

/** A box opening (an "unboxing"), paid or a free-box claim: the draw, what it cost, and what the player did with the prize. */
export interface Opening {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  boxId: Types.ObjectId;
  /** The client's idempotency key (unique per user); the opening id when none was sent. */
  requestId: string;
  box: { name: string; category: BoxCategory; imageUrl: string };
  pricePaid: number;
  odds: OddsSnapshotEntry[];
  prize: PrizeSnapshot;
  /** Not a 'Nothing' prize. */
  isWin: boolean;
  wonLegendary: boolean;
  /** Whether legendary prizes could be drawn in this opening. */
  eligibleForLegendary: boolean;
  /** Consecutive plays in the box's category after this opening. */
  consecutivePlays: number;
  balanceAfter: number;
  /** The user's `balanceVersion` after this opening (absent on openings stored before it was kept: 0). */
  balanceVersionAfter?: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  roll: number;
  action: UnboxingAction;
  actedAt: Date | null;
  resaleCoins: number | null;
  shipmentId: Types.ObjectId | null;
  /** A free-box claim (pricePaid 0, `boxId` is the level's id): the level drawn from; null for a paid opening. */
  freeLevel?: number | null;
  /** When an admin hid this win from the public winners list (the player's own history still shows it); null or absent: shown. */
  winnerHiddenAt?: Date | null;
  /** The admin who hid it. */
  winnerHiddenBy?: Types.ObjectId | null;
  /** The box's odds version the draw used (paid openings since odds were versioned); null otherwise. */
  oddsVersion?: number | null;
  /** A box battle's prize (pricePaid 0: the seat paid for the battle): the battle it was won in; null otherwise. */
  battleId?: Types.ObjectId | null;
  createdAt: Date;
}

const oddsEntrySchema = new Schema<OddsSnapshotEntry>(
  { prizeId: Schema.Types.ObjectId, name: String, rarity: { type: String, enum: RARITIES }, oddsPpm: Number, valueInUSDCents: Number },
  { _id: false },
);
const prizeSnapshotSchema = new Schema<PrizeSnapshot>(
  {
    prizeId: Schema.Types.ObjectId,
    name: String,
    description: String,
    valueCents: Number,
    currency: String,
    valueInUSDCents: Number,
    rarity: { type: String, enum: RARITIES },
    imageUrl: String,
    iconClass: String,
  },
  { _id: false },
);

const openingSchema = new Schema<Opening>(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    boxId: { type: Schema.Types.ObjectId, ref: 'Box', required: true },
    requestId: { type: String, required: true },
    box: { name: String, category: { type: String, enum: BOX_CATEGORIES }, imageUrl: String },
    pricePaid: { type: Number, required: true },
    odds: [oddsEntrySchema],
    prize: prizeSnapshotSchema,
    isWin: Boolean,
    wonLegendary: Boolean,
    eligibleForLegendary: Boolean,
    consecutivePlays: Number,
    balanceAfter: Number,
    balanceVersionAfter: Number,
    serverSeedHash: String,
    clientSeed: String,
    nonce: Number,
    roll: Number,
    action: { type: String, enum: ['pending', 'ship', 'resell'], default: 'pending' },
    actedAt: { type: Date, default: null },
    resaleCoins: { type: Number, default: null },
    shipmentId: { type: Schema.Types.ObjectId, ref: 'Shipment', default: null },
    freeLevel: { type: Number, default: null },
    winnerHiddenAt: { type: Date, default: null },
    winnerHiddenBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    oddsVersion: { type: Number, default: null },
    battleId: { type: Schema.Types.ObjectId, default: null },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
openingSchema.index({ userId: 1, requestId: 1 }, { unique: true });
openingSchema.index({ userId: 1, _id: -1 });
// Periods of openings: the daily leaderboard's standings and the admin overview's figures.
openingSchema.index({ createdAt: 1 });

export const OpeningModel = model<Opening>('Opening', openingSchema);
