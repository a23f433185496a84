import unhomoglyph from 'unhomoglyph';
import { ErrorCode } from '@nova/protocol';
import { errors } from '../core/errors';
import type { Logger } from '../core/logger';
import { UserModel } from './model';

/** Case-insensitive username identity: NFKC (so compatibility forms collide), then lower case. */
export function usernameKeyOf(username: string): string {
  return username.normalize('NFKC').toLowerCase();
}

/** Unicode TR39 skeleton: NFD, each character mapped to its confusable prototype (confusables.txt), NFD again. */
function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}

/**
 * The look-alike identity of a username: its TR39 skeleton, lower-cased, then skeletonised again (so a capital
 * look-alike such as Cyrillic 'А' meets Latin 'a'). Two names with the same value would be confused by readers:
 * `аdmin` (Cyrillic а) and `admin`, `paypa1` and `paypal`, `rn` and `m`.
 */
export function usernameSkeletonOf(username: string): string {
  return skeleton(skeleton(username.normalize('NFKC')).toLowerCase());
}

export const usernameTaken = () => errors.conflict(ErrorCode.USERNAME_TAKEN, 'This username is already taken.');
export const usernameConfusable = () =>
  errors.conflict(ErrorCode.USERNAME_CONFUSABLE, 'This username looks too much like an existing one. Please choose another.');

/** Throws 409 USERNAME_TAKEN or USERNAME_CONFUSABLE when the name (or a look-alike) is in use. The unique indexes still decide races. */
export async function assertUsernameFree(username: string): Promise<void> {
  const key = usernameKeyOf(username);
  if (await UserModel.exists({ usernameKey: key })) throw usernameTaken();
  if (await UserModel.exists({ usernameSkeleton: usernameSkeletonOf(username) })) {
    // The same name may have been taken between the two reads: say so plainly then.
    throw (await UserModel.exists({ usernameKey: key })) ? usernameTaken() : usernameConfusable();
  }
}

/**
 * Gives accounts made before skeletons were stored their skeleton. An older pair of look-alikes keeps the first
 * one's skeleton only (the other stays null: it is still unique by key, and new look-alikes of it are refused
 * through the first).
 */
export async function backfillUsernameSkeletons(logger: Logger): Promise<void> {
  const missing = await UserModel.find({ usernameSkeleton: null, deletedAt: null }, { username: 1 }).lean();
  for (const user of missing) {
    await UserModel.updateOne(
      { _id: user._id, usernameSkeleton: null },
      { $set: { usernameSkeleton: usernameSkeletonOf(user.username) } },
    ).catch((err: unknown) => logger.warn({ err, userId: String(user._id) }, 'username skeleton not stored (a look-alike exists)'));
  }
}
