import { isValidObjectId, type Types } from 'mongoose';
import { ErrorCode, type AdminUserPageDto, type AdminUserUpdateBody, type AdminUsersQuery } from '@nova/protocol';
import type { AppContext } from '../context';
import { AppError, errors } from '../core/errors';
import { UserModel, type UserDocument } from './model';
import { presentAdminUser } from './presenter';

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One page of users for admins, newest first, optionally filtered by role and a search over username and email. */
export async function listUsers(query: AdminUsersQuery): Promise<AdminUserPageDto> {
  const filter: Record<string, unknown> = {};
  if (query.role) filter.role = query.role;
  if (query.search) {
    const pattern = new RegExp(escapeRegex(query.search), 'i');
    filter.$or = [{ username: pattern }, { email: pattern }];
  }
  const [users, total] = await Promise.all([
    UserModel.find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip((query.page - 1) * query.pageSize)
      .limit(query.pageSize),
    UserModel.countDocuments(filter),
  ]);
  return { users: users.map(presentAdminUser), total, page: query.page, pageSize: query.pageSize };
}

/**
 * Changes a user's role and/or ban (admins only; never their own). A real change bumps the token version,
 * so every token the user holds stops working at once, and emits `users:accessChanged` (their sockets are
 * disconnected by the users broadcaster).
 */
export async function updateAccess(
  ctx: AppContext,
  actor: UserDocument,
  targetId: string,
  change: AdminUserUpdateBody,
): Promise<UserDocument> {
  if (!isValidObjectId(targetId)) throw errors.notFound('User');
  if (String(actor._id) === targetId)
    throw new AppError(403, ErrorCode.CANNOT_CHANGE_SELF, 'You cannot change your own role or ban yourself.');
  const target = await UserModel.findById(targetId);
  if (!target) throw errors.notFound('User');
  const set: { role?: UserDocument['role']; banned?: boolean } = {};
  if (change.role !== undefined && change.role !== target.role) set.role = change.role;
  if (change.banned !== undefined && change.banned !== target.banned) set.banned = change.banned;
  if (Object.keys(set).length === 0) return target;
  const updated = await UserModel.findOneAndUpdate(
    { _id: target._id },
    { $set: set, $inc: { tokenVersion: 1 } },
    { returnDocument: 'after' },
  );
  if (!updated) throw errors.notFound('User');
  ctx.logger.info({ userId: targetId, by: String(actor._id), ...set }, 'user access changed');
  ctx.bus.emit('users:accessChanged', {
    userId: targetId,
    role: updated.role,
    banned: updated.banned,
    changedBy: String(actor._id),
    at: ctx.clock.now(),
  });
  return updated;
}

/** Usernames by user id (hex) for a set of ids, in one query. Unknown ids are absent. */
export async function usernames(ids: readonly (Types.ObjectId | string)[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.map(String))];
  if (unique.length === 0) return new Map();
  const rows = await UserModel.find({ _id: { $in: unique } }, { username: 1 }).lean();
  return new Map(rows.map((u) => [String(u._id), u.username]));
}
