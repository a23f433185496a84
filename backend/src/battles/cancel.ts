import type { Types } from 'mongoose';
import type { BattleStatus } from '@nova/protocol';
import type { AppContext } from '../context';
import { inTransaction } from '../core/transaction';
import { credit } from '../ledger/service';
import { BattleModel, battlesCollection, type Battle } from './model';
import { battleErrors } from './rules';
import { visibleBattle } from './seats';

export interface BattleCanceller {
  _id: Types.ObjectId;
  username: string;
  isAdmin: boolean;
}

/**
 * Cancels a battle: its creator once a waiting battle went unfilled for `fillTimeoutMs`, an admin while it is waiting
 * or running. One conditional update ends it and every paid seat is refunded in the same transaction, each with an
 * idempotent credit (ref per battle and seat), so concurrent cancels refund each seat exactly once. Cancelling a
 * cancelled battle answers it as it is.
 */
export async function cancelBattle(ctx: AppContext, actor: BattleCanceller, battleId: string): Promise<Battle> {
  const before = await visibleBattle(battleId, actor._id, undefined, actor.isAdmin);
  if (!actor.isAdmin && !before.creatorId.equals(actor._id)) throw battleErrors.notCreator();
  if (before.status === 'cancelled') return before;
  const allowed: BattleStatus[] = actor.isAdmin ? ['waiting', 'running'] : ['waiting'];
  if (!allowed.includes(before.status)) throw battleErrors.notCancellable(null);
  if (!actor.isAdmin && ctx.clock.now() < before.cancellableAt) throw battleErrors.notCancellable(before.cancellableAt);
  return inTransaction(ctx.bus, async (session, events) => {
    const now = ctx.clock.now();
    const battle = (await battlesCollection().findOneAndUpdate(
      { _id: before._id, status: { $in: allowed } },
      { $set: { status: 'cancelled', cancelledAt: now, nextRevealAt: null }, $inc: { version: 1 } },
      { session, returnDocument: 'after' },
    ));
    if (!battle) {
      const current = await BattleModel.findById(before._id).session(session).lean<Battle>();
      if (current?.status === 'cancelled') return current;
      throw battleErrors.notCancellable(null);
    }
    for (const [seat, s] of battle.seats.entries()) {
      if (s.kind !== 'player' || !s.userId || s.paidCoins <= 0) continue;
      await credit(session, events, {
        userId: s.userId,
        amount: s.paidCoins,
        kind: 'battle-refund',
        ref: `battle-refund:${battle._id.toHexString()}:${seat}`,
        actorId: actor._id,
        at: now,
      });
    }
    events.add('battle.changed', { battle, change: 'cancelled', by: actor.isAdmin && !battle.creatorId.equals(actor._id) ? actor.username : null });
    return battle;
  });
}
