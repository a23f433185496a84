import { isValidObjectId } from 'mongoose';
import { ErrorCode, type AdminUserUpdateBody, type Role } from '@nova/protocol';
import { recordAudit } from '../audit/service';
import type { AppContext } from '../context';
import { AppError, errors } from '../core/errors';
import { inTransaction } from '../core/transaction';
import { UserModel, type UserDocument } from './model';

/**
 * Changes a user's role and/or ban (admins only; never their own), audited in the same transaction, and emits
 * `user.accessChanged`. A ban (or unban) bumps the token version, so every token the user holds stops working at
 * once. A role change alone keeps the user signed in: every request reads the role from the database, so rights
 * the new role lacks are gone at once, and the users broadcaster takes the user's sockets out of the staff rooms,
 * tells them (`account:roleChanged`) and reconnects them under the new role. Nothing to change is no write and no
 * audit entry.
 */
export async function updateAccess(
  ctx: AppContext,
  actor: UserDocument,
  targetId: string,
  change: AdminUserUpdateBody,
): Promise<UserDocument> {
  if (!isValidObjectId(targetId)) throw errors.notFound('User');
  if (String(actor._id) === targetId) throw new AppError(ErrorCode.CANNOT_CHANGE_SELF, 'You cannot change your own role or ban yourself.');
  const { user, changed } = await inTransaction(ctx.bus, async (tx) => {
    const target = await UserModel.findById(targetId).session(tx.session);
    if (!target) throw errors.notFound('User');
    const set: { role?: Role; banned?: boolean } = {};
    const before: { role?: Role; banned?: boolean } = {};
    if (change.role !== undefined && change.role !== target.role) [set.role, before.role] = [change.role, target.role];
    if (change.banned !== undefined && change.banned !== target.banned) [set.banned, before.banned] = [change.banned, target.banned];
    if (Object.keys(set).length === 0) return { user: target, changed: null };
    const revoked = set.banned !== undefined;
    const updated = await UserModel.findOneAndUpdate(
      { _id: target._id },
      revoked ? { $set: set, $inc: { tokenVersion: 1 } } : { $set: set },
      { returnDocument: 'after', session: tx.session },
    );
    if (!updated) throw errors.notFound('User');
    const at = ctx.clock.now();
    recordAudit(tx, {
      action: accessAction(set),
      actor,
      target: { id: updated._id, label: updated.username },
      before,
      after: set,
      at,
    });
    tx.emit('user.accessChanged', {
      userId: targetId,
      role: updated.role,
      previousRole: before.role ?? updated.role,
      banned: updated.banned,
      revoked,
      changedBy: String(actor._id),
      at,
    });
    return { user: updated, changed: set };
  });
  if (changed) ctx.logger.info({ userId: targetId, by: String(actor._id), ...changed }, 'user access changed');
  return user;
}

/** One entry per change: a ban or unban names it (the weightier fact) even when the role changed with it. */
function accessAction(set: { role?: Role; banned?: boolean }): 'user.banned' | 'user.unbanned' | 'user.role-changed' {
  if (set.banned !== undefined) return set.banned ? 'user.banned' : 'user.unbanned';
  return 'user.role-changed';
}
