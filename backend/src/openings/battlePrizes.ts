import { Types } from 'mongoose';
import type { BoxCategory } from '@nova/protocol';
import type { Transaction } from '../core/transaction';
import { Users } from '../users/queries';
import type { Opening } from './model';
import { buildOpeningRecord, recordOpening, type DrawnTablePrize } from './record';

/** One prize of a finished battle that goes to a player, with the draw that picked it. */
export interface BattlePrizeAward {
  battleId: Types.ObjectId;
  userId: Types.ObjectId;
  box: { id: Types.ObjectId; name: string; category: BoxCategory; imageUrl: string; oddsVersion: number };
  /** The round's odds table, in published order, and the index the draw picked. */
  table: readonly DrawnTablePrize[];
  index: number;
  roll: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** Round and seat of the draw: with the battle they make the unboxing's unique request id. */
  round: number;
  seat: number;
}

/**
 * Records a finished battle's prizes as the winners' unboxings, inside the caller's transaction: ordinary pending
 * openings (ship or resell as usual) with pricePaid 0 (the seat was paid through the battle) and `battleId`, the
 * battle's seeds and the draw's nonce as their proof fields. A prize worth something joins the live winners feed.
 * The request id is unique per battle, round and seat, so a retried finish cannot record a prize twice (the unique
 * index refuses it when the transaction's writes are flushed).
 */
export async function recordBattlePrizes(tx: Transaction, awards: readonly BattlePrizeAward[], now: Date): Promise<Opening[]> {
  if (awards.length === 0) return [];
  const players = await Users.find({ _id: { $in: awards.map((a) => a.userId) } }, { username: 1, balance: 1, balanceVersion: 1, consecutivePlays: 1 })
    .session(tx.session)
    .lean();
  const byId = new Map(players.map((p) => [p._id.toHexString(), p]));
  const records = awards.map((a) => {
    const player = byId.get(a.userId.toHexString());
    const record = buildOpeningRecord({
      openingId: new Types.ObjectId(),
      userId: a.userId,
      boxId: a.box.id,
      requestId: `battle:${a.battleId.toHexString()}:${a.round}:${a.seat}`,
      box: { name: a.box.name, category: a.box.category, imageUrl: a.box.imageUrl },
      pricePaid: 0,
      table: a.table,
      index: a.index,
      eligible: true,
      consecutivePlays: player?.consecutivePlays ?? 0,
      balanceAfter: player?.balance ?? 0,
      balanceVersionAfter: player?.balanceVersion ?? 0,
      seed: { serverSeedHash: a.serverSeedHash, clientSeed: a.clientSeed, nonce: a.nonce },
      roll: a.roll,
      freeLevel: null,
      oddsVersion: a.box.oddsVersion,
      now,
    });
    return { ...record, battleId: a.battleId };
  });
  for (const r of records) recordOpening(tx, r, byId.get(r.userId.toHexString())?.username ?? '');
  return records;
}
