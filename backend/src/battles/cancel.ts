import type { Types } from 'mongoose';
import type { BattleStatus, Role } from '@nova/protocol';
import { recordAudit } from '../audit/service';
import type { AppContext } from '../context';
import { inTransaction } from '../core/transaction';
import { credit } from '../ledger/service';
import { BattleModel, battlesCollection, type Battle } from './model';
import { battleErrors } from './rules';
import { visibleBattle } from './seats';

export interface BattleCanceller {
  _id: Types.ObjectId;
  username: string;
  role: Role;
}

/**
 * Cancels a battle: its creator once a waiting battle went unfilled for `fillTimeoutMs`, an admin while it is waiting
 * or running. One conditional update ends it and every paid seat is refunded in the same transaction, each with an
 * idempotent credit (ref per battle and seat), so concurrent cancels refund each seat exactly once. Cancelling a
 * cancelled battle answers it as it is.
 */
export async function cancelBattle(ctx: AppContext, actor: BattleCanceller, battleId: string): Promise<Battle> {
  const isAdmin = actor.role === 'admin';
  const before = await visibleBattle(battleId, actor._id, undefined, isAdmin);
  if (!isAdmin && !before.creatorId.equals(actor._id)) throw battleErrors.notCreator();
  if (before.status === 'cancelled') return before;
  const allowed: BattleStatus[] = isAdmin ? ['waiting', 'running'] : ['waiting'];
  if (!allowed.includes(before.status)) throw battleErrors.notCancellable(null);
  if (!isAdmin && ctx.clock.now() < before.cancellableAt) throw battleErrors.notCancellable(before.cancellableAt);
  return inTransaction(ctx.bus, async (tx) => {
    const now = ctx.clock.now();
    const battle = (await battlesCollection().findOneAndUpdate(
      { _id: before._id, status: { $in: allowed } },
      { $set: { status: 'cancelled', cancelledAt: now, nextRevealAt: null }, $inc: { version: 1 } },
      { session: tx.session, returnDocument: 'after' },
    ));
    if (!battle) {
      const current = await BattleModel.findById(before._id).session(tx.session).lean<Battle>();
      if (current?.status === 'cancelled') return current;
      throw battleErrors.notCancellable(null);
    }
    for (const [seat, s] of battle.seats.entries()) {
      if (s.kind !== 'player' || !s.userId || s.paidCoins <= 0) continue;
      await credit(tx, {
        userId: s.userId,
        amount: s.paidCoins,
        kind: 'battle-refund',
        ref: `battle-refund:${battle._id.toHexString()}:${seat}`,
        actorId: actor._id,
        at: now,
      });
    }
    // An admin's cancel is a staff write: audited in the same transaction.
    if (isAdmin) {
      recordAudit(tx, {
        action: 'battle.cancelled',
        actor,
        target: { id: battle._id, label: `${battle.mode} · ${battle.creatorName}` },
        before: { status: before.status },
        after: { status: 'cancelled' },
        at: now,
      });
    }
    tx.emit('battle.changed', { battle, change: 'cancelled', by: isAdmin ? actor.username : null });
    return battle;
  });
}
