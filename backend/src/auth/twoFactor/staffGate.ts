import { Types } from 'mongoose';
import { ErrorCode } from '@nova/protocol';
import type { AppContext, NovaSocket } from '../../context';
import { AppError } from '../../core/errors';
import type { UserDocument } from '../../users/model';
import { twoFactorEnabled } from './model';
import { roleNeedsTwoFactor } from './setup';

export const twoFactorSetupRequired = () =>
  new AppError(
    ErrorCode.TWO_FACTOR_SETUP_REQUIRED,
    'Staff accounts must turn on two-factor sign-in before using staff pages. Set it up on your account page.',
  );

/**
 * True when this user holds a staff role that STAFF_TWO_FACTOR=required applies to and has not turned two-factor on:
 * such an account works as a player but staff routes and feeds refuse it (403 TWO_FACTOR_SETUP_REQUIRED).
 */
export async function staffTwoFactorMissing(ctx: AppContext, user: Pick<UserDocument, '_id' | 'role'>): Promise<boolean> {
  if (!roleNeedsTwoFactor(ctx, user.role)) return false;
  return !(await twoFactorEnabled(user._id));
}

/**
 * The socket side, for staff feed subscriptions (after the role check): read at each request, so a staff member who
 * has just turned two-factor on subscribes at once, without reconnecting.
 */
export async function requireSocketTwoFactor(ctx: AppContext, socket: Pick<NovaSocket, 'data'>): Promise<void> {
  const { userId, role } = socket.data;
  if (!userId || !role || !roleNeedsTwoFactor(ctx, role)) return;
  if (!(await twoFactorEnabled(new Types.ObjectId(userId)))) throw twoFactorSetupRequired();
}
