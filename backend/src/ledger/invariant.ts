import type { Types } from 'mongoose';
import { Users } from '../users/queries';
import { LedgerEntryModel } from './model';

export interface LedgerCheck {
  ok: boolean;
  /** One line per broken rule, naming the user. */
  problems: string[];
}

/**
 * Checks the ledger invariant for the given users, or all users: the sum of a user's
 * entries equals their balance, no balance is negative, and no entry left a negative balance.
 */
export async function checkLedgerInvariant(userIds?: readonly (Types.ObjectId | string)[]): Promise<LedgerCheck> {
  const match = userIds ? { userId: { $in: userIds.map(String) } } : {};
  const users = await Users.find(userIds ? { _id: { $in: userIds } } : {}, { balance: 1 }).lean();
  const sums = await LedgerEntryModel.aggregate<{ _id: Types.ObjectId; total: number; lowest: number }>([
    { $match: userIds ? { userId: { $in: users.map((u) => u._id) } } : match },
    { $group: { _id: '$userId', total: { $sum: '$amount' }, lowest: { $min: '$balanceAfter' } } },
  ]);
  const byUser = new Map(sums.map((s) => [s._id.toHexString(), s]));
  const problems: string[] = [];
  for (const user of users) {
    const id = user._id.toHexString();
    const sum = byUser.get(id);
    const total = sum?.total ?? 0;
    if (user.balance < 0) problems.push(`user ${id}: negative balance ${user.balance}`);
    if (total !== user.balance) problems.push(`user ${id}: entries sum to ${total}, balance is ${user.balance}`);
    if (sum && sum.lowest < 0) problems.push(`user ${id}: an entry left the balance at ${sum.lowest}`);
  }
  return { ok: problems.length === 0, problems };
}
