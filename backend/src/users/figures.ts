import { UserModel } from './model';

/** Accounts created in [from, to) (all time when `from` is null), counted over the `createdAt` index. */
export function signUpsBetween(from: Date | null, to: Date): Promise<number> {
  return UserModel.countDocuments({ createdAt: from ? { $gte: from, $lt: to } : { $lt: to } });
}
