import type { Types } from 'mongoose';
import { NOTHING_PRIZE_NAME, type Rarity } from '@nova/protocol';
import type { Transaction } from '../core/transaction';
import { OpeningModel, type Opening } from './model';
import { winnerAnnounced } from './presenter';

/** A row of the table a draw ran over: a catalog prize (own currency) or a free-box prize (USD). */
export interface DrawnTablePrize {
  _id: Types.ObjectId;
  name: string;
  description: string;
  rarity: Rarity;
  oddsPpm: number;
  valueInUSDCents: number;
  valueCents?: number;
  currency?: string;
  imageUrl: string;
  iconClass: string;
}

export interface OpeningRecordInput {
  openingId: Types.ObjectId;
  userId: Types.ObjectId;
  boxId: Types.ObjectId;
  requestId: string;
  box: Opening['box'];
  pricePaid: number;
  table: readonly DrawnTablePrize[];
  index: number;
  eligible: boolean;
  consecutivePlays: number;
  balanceAfter: number;
  balanceVersionAfter: number;
  seed: { serverSeedHash: string; clientSeed: string; nonce: number };
  roll: number;
  /** The free-box level claimed; null for a paid opening. */
  freeLevel: number | null;
  /** The box's odds version drawn from; null for a free-box claim. */
  oddsVersion: number | null;
  now: Date;
}

/** The opening record of a draw, paid or free: the odds snapshot, the prize won and the fairness fields. */
export function buildOpeningRecord(i: OpeningRecordInput): Opening {
  const won = i.table[i.index]!;
  return {
    _id: i.openingId,
    userId: i.userId,
    boxId: i.boxId,
    requestId: i.requestId,
    box: i.box,
    pricePaid: i.pricePaid,
    odds: i.table.map((p) => ({ prizeId: p._id, name: p.name, rarity: p.rarity, oddsPpm: p.oddsPpm, valueInUSDCents: p.valueInUSDCents })),
    prize: {
      prizeId: won._id,
      name: won.name,
      description: won.description,
      valueCents: won.valueCents ?? won.valueInUSDCents,
      currency: won.currency ?? 'USD',
      valueInUSDCents: won.valueInUSDCents,
      rarity: won.rarity,
      imageUrl: won.imageUrl,
      iconClass: won.iconClass,
    },
    isWin: won.name !== NOTHING_PRIZE_NAME,
    wonLegendary: won.rarity === 'legendary',
    eligibleForLegendary: i.eligible,
    consecutivePlays: i.consecutivePlays,
    balanceAfter: i.balanceAfter,
    balanceVersionAfter: i.balanceVersionAfter,
    serverSeedHash: i.seed.serverSeedHash,
    clientSeed: i.seed.clientSeed,
    nonce: i.seed.nonce,
    roll: i.roll,
    action: 'pending',
    actedAt: null,
    resaleCoins: null,
    shipmentId: null,
    freeLevel: i.freeLevel,
    oddsVersion: i.oddsVersion,
    createdAt: i.now,
  };
}

/**
 * Records an opening of any origin (paid, free box, battle prize) in `tx`: the record is staged with the
 * transaction's writes, and a prize worth something joins the live winners feed (`winner.announced`, stored in the
 * outbox as the opening's id and rebuilt from it when relayed, rebuild.ts). Openings are written only here.
 */
export function recordOpening(tx: Transaction, opening: Opening, username: string): void {
  tx.stage(OpeningModel.collection, opening);
  if (opening.isWin && opening.prize.valueInUSDCents > 0) tx.emit('winner.announced', winnerAnnounced(opening, username), opening._id.toHexString());
}
