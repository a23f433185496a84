import type { Types } from 'mongoose';
import type { AdminUserPageDto, AdminUserSort, AdminUsersQuery } from '@nova/protocol';
import { errors } from '../core/errors';
import { UserModel, type User, type UserDocument } from './model';
import { presentAdminUser } from './presenter';

/** Finding users: the staff's user list, one user by id, names by id (read only). */

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
