import { isValidObjectId, type Types } from 'mongoose';
import {
  ErrorCode,
  type AdminUserPageDto,
  type AdminUserSort,
  type AdminUserUpdateBody,
  type AdminUsersQuery,
  type Role,
} from '@nova/protocol';
import { recordAudit } from '../audit/service';
import type { AppContext } from '../context';
import { AppError, errors } from '../core/errors';
import { inTransaction } from '../core/transaction';
import { UserModel, type User, type UserDocument } from './model';
import { presentAdminUser } from './presenter';

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The stored field each sort of the user list orders by (ties by id, in the same direction). */
const SORT_FIELDS: Record<AdminUserSort, keyof User> = {
  created: 'createdAt',
  balance: 'balance',
  totalSpent: 'totalSpent',
  username: 'usernameKey',
};

/**
 * One page of users for staff, ordered as asked (newest first by default), optionally filtered by role and a search
 * over username and email. The search is plain text matched anywhere, case-insensitively: it is escaped before it
 * becomes a pattern, and the query schema has already refused control characters.
 */
export async function listUsers(query: AdminUsersQuery): Promise<AdminUserPageDto> {
  const filter: Record<string, unknown> = {};
  if (query.role) filter.role = query.role;
  if (query.search) {
    const pattern = new RegExp(escapeRegex(query.search), 'i');
    filter.$or = [{ username: pattern }, { email: pattern }];
  }
  const direction = query.order === 'asc' ? 1 : -1;
  const [users, total] = await Promise.all([
    UserModel.find(filter)
      .sort({ [SORT_FIELDS[query.sort]]: direction, _id: direction })
      .skip((query.page - 1) * query.pageSize)
      .limit(query.pageSize),
    UserModel.countDocuments(filter),
  ]);
  return { users: users.map(presentAdminUser), total, page: query.page, pageSize: query.pageSize };
}

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

/** The user with this id (24 hex characters, already checked by the route's schema), or 404 NOT_FOUND. */
export async function knownUser(id: string): Promise<UserDocument> {
  const user = await UserModel.findById(id);
  if (!user) throw errors.notFound('User');
  return user;
}

/** Usernames by user id (hex) for a set of ids, in one query. Unknown ids are absent. */
export async function usernames(ids: readonly (Types.ObjectId | string)[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.map(String))];
  if (unique.length === 0) return new Map();
  const rows = await UserModel.find({ _id: { $in: unique } }, { username: 1 }).lean();
  return new Map(rows.map((u) => [String(u._id), u.username]));
}
