import type { Collection } from 'mongodb';
import { Schema, model, type Types } from 'mongoose';
import { BOX_CATEGORIES, BATTLE_MODES, BATTLE_STATUSES, BATTLE_VISIBILITIES, RARITIES, type BattleMode, type BattleStatus, type BattleVisibility, type BoxCategory, type Rarity } from '@nova/protocol';

/** One prize of a round's odds table, copied from the catalog when the battle was created (published order). */
export interface BattlePrize {
  prizeId: Types.ObjectId;
  name: string;
  description: string;
  rarity: Rarity;
  oddsPpm: number;
  valueCents: number;
  currency: string;
  valueInUSDCents: number;
  imageUrl: string;
  iconClass: string;
}

/** One round: the box and its odds table at the battle's creation, so a later catalog edit never changes it. */
export interface BattleRound {
  boxId: Types.ObjectId;
  name: string;
  category: BoxCategory;
  imageUrl: string;
  priceCoins: number;
  oddsVersion: number;
  prizes: BattlePrize[];
}

export type SeatKind = 'empty' | 'player' | 'bot';

export interface BattleSeat {
  kind: SeatKind;
  userId: Types.ObjectId | null;
  username: string | null;
  /** What the seat adds to the client seed (the player's client seed when they sat down, or the bot's text). */
  contribution: string | null;
  /** Coins the seat paid (0 for bots and empty seats): what a cancel refunds. */
  paidCoins: number;
  joinedAt: Date | null;
}

/** One seat's draw in one round, computed when the battle starts and revealed at the battle's pace. */
export interface BattleDrawRecord {
  round: number;
  seat: number;
  roll: number;
  /** Index into the round's prizes. */
  index: number;
}

/**
 * A box battle: a persisted state machine (waiting -> running -> finished, or cancelled). `version` is the `seq`
 * of its facts and rises with every change. `serverSeed` never leaves the server before the battle ends.
 */
export interface Battle {
  _id: Types.ObjectId;
  status: BattleStatus;
  mode: BattleMode;
  visibility: BattleVisibility;
  creatorId: Types.ObjectId;
  creatorName: string;
  rounds: BattleRound[];
  seatPriceCoins: number;
  seats: BattleSeat[];
  /** The players seated (for `mine` and the one-seat-per-player rule in the join filter). */
  playerIds: Types.ObjectId[];
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string | null;
  draws: BattleDrawRecord[];
  revealedCount: number;
  nextRevealAt: Date | null;
  winnerTeam: number | null;
  tieRoll: number | null;
  /** A private battle's invite code (null for public ones). */
  invite: string | null;
  version: number;
  createdAt: Date;
  cancellableAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  cancelledAt: Date | null;
}

const prizeSchema = new Schema<BattlePrize>(
  {
    prizeId: Schema.Types.ObjectId,
    name: String,
    description: String,
    rarity: { type: String, enum: RARITIES },
    oddsPpm: Number,
    valueCents: Number,
    currency: String,
    valueInUSDCents: Number,
    imageUrl: String,
    iconClass: String,
  },
  { _id: false },
);
const roundSchema = new Schema<BattleRound>(
  { boxId: Schema.Types.ObjectId, name: String, category: { type: String, enum: BOX_CATEGORIES }, imageUrl: String, priceCoins: Number, oddsVersion: Number, prizes: [prizeSchema] },
  { _id: false },
);
const seatSchema = new Schema<BattleSeat>(
  {
    kind: { type: String, enum: ['empty', 'player', 'bot'] },
    userId: { type: Schema.Types.ObjectId, default: null },
    username: { type: String, default: null },
    contribution: { type: String, default: null },
    paidCoins: { type: Number, default: 0 },
    joinedAt: { type: Date, default: null },
  },
  { _id: false },
);
const drawSchema = new Schema<BattleDrawRecord>({ round: Number, seat: Number, roll: Number, index: Number }, { _id: false });

const battleSchema = new Schema<Battle>(
  {
    status: { type: String, enum: BATTLE_STATUSES, required: true },
    mode: { type: String, enum: BATTLE_MODES, required: true },
    visibility: { type: String, enum: BATTLE_VISIBILITIES, required: true },
    creatorId: { type: Schema.Types.ObjectId, required: true },
    creatorName: { type: String, required: true },
    rounds: [roundSchema],
    seatPriceCoins: { type: Number, required: true },
    seats: [seatSchema],
    playerIds: [Schema.Types.ObjectId],
    serverSeed: { type: String, required: true },
    serverSeedHash: { type: String, required: true },
    clientSeed: { type: String, default: null },
    draws: [drawSchema],
    revealedCount: { type: Number, default: 0 },
    nextRevealAt: { type: Date, default: null },
    winnerTeam: { type: Number, default: null },
    tieRoll: { type: Number, default: null },
    invite: { type: String, default: null },
    version: { type: Number, required: true },
    createdAt: { type: Date, required: true },
    cancellableAt: { type: Date, required: true },
    startedAt: { type: Date, default: null },
    finishedAt: { type: Date, default: null },
    cancelledAt: { type: Date, default: null },
  },
  { versionKey: false },
);
// The lobby: public battles by status, newest first.
battleSchema.index({ visibility: 1, status: 1, _id: -1 });
// The reveal scheduler: running battles whose next round is due.
battleSchema.index({ status: 1, nextRevealAt: 1 });
// A player's battles (the history tab).
battleSchema.index({ playerIds: 1, _id: -1 });

export const BattleModel = model<Battle>('Battle', battleSchema);

/** The battles collection typed with the stored document, for the driver-level conditional updates. */
export const battlesCollection = (): Collection<Battle> => BattleModel.collection as unknown as Collection<Battle>;
