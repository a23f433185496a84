import { randomBytes } from 'node:crypto';
import { ErrorCode, type AccountDto, type ChangeEmailBody, type ChangePasswordBody, type DeleteAccountBody } from '@nova/protocol';
import { hashPassword, verifyPassword, wrongPassword } from '../auth/passwords';
import { revokeSessions } from '../auth/sessions';
import { dropPasswordResetTokens, dropVerificationTokens } from '../auth/linkTokens';
import type { AppContext } from '../context';
import { AppError, errors } from '../core/errors';
import { sendMail } from '../mail';
import { ShipmentModel } from '../shipments/model';
import { anonymiseAccount, setLanguage, setPasswordHash, setPendingEmail } from '../users/identity';
import { emailTaken } from '../users/registration';
import { sendVerificationLink } from '../users/emailVerification';
import type { UserDocument } from '../users/model';
import { presentUser } from '../users/presenter';
import { Users } from '../users/queries';

/** The account page's view of the signed-in user. */
export function presentAccount(user: UserDocument): AccountDto {
  return {
    user: presentUser(user),
    pendingEmail: user.pendingEmail ?? null,
    hasPassword: Boolean(user.passwordHash),
    googleLinked: Boolean(user.googleSubject),
  };
}

/** Password accounts confirm sensitive changes with the current password (Google-only accounts have none to give). */
async function confirmPassword(user: UserDocument, password: string | undefined): Promise<void> {
  if (!user.passwordHash) return;
  if (!password || !(await verifyPassword(user.passwordHash, password))) throw wrongPassword();
}

/**
 * Changes the password (the current one is required) and ends every other session of the account; the session
 * that asked goes on. A notice goes to the account's address.
 */
export async function changePassword(ctx: AppContext, user: UserDocument, sessionId: string, body: ChangePasswordBody): Promise<void> {
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, body.currentPassword))) throw wrongPassword();
  const updated = await setPasswordHash(user._id, await hashPassword(body.newPassword));
  if (!updated) throw errors.notFound('User');
  await revokeSessions(ctx, user._id, { except: sessionId });
  sendMail(ctx, user.email, { kind: 'passwordChanged', username: user.username }, user.language);
  ctx.logger.info({ userId: user.id as string }, 'password changed; other sessions ended');
}

/**
 * Starts an email change: the new address is kept as pending and a verification link goes to it; the account's
 * address changes only when that link is opened. 409 EMAIL_TAKEN for an address another account uses.
 */
export async function requestEmailChange(ctx: AppContext, user: UserDocument, body: ChangeEmailBody): Promise<UserDocument> {
  await confirmPassword(user, body.currentPassword);
  if (body.language) await setLanguage(user._id, body.language);
  if (body.email === user.email)
    throw errors.validation({ email: 'This is already your email address.' }, 'This is already your email address.');
  if (await Users.exists({ email: body.email })) throw emailTaken();
  await setPendingEmail(user._id, body.email);
  const fresh = (await Users.findById(user._id))!;
  await sendVerificationLink(ctx, fresh, body.email, 'newEmail');
  return fresh;
}

/** Sends the verification link again: for a pending new address, else for the unverified current one. */
export async function resendVerification(
  ctx: AppContext,
  user: UserDocument,
  language: UserDocument['language'] | undefined,
): Promise<void> {
  if (language) {
    await setLanguage(user._id, language);
    user.language = language;
  }
  if (user.pendingEmail) return sendVerificationLink(ctx, user, user.pendingEmail, 'newEmail');
  if (user.emailVerified) throw errors.conflict(ErrorCode.CONFLICT, 'Your email address is already verified.');
  await sendVerificationLink(ctx, user, user.email, 'verify');
}

/**
 * Deletes the account at its owner's request. Refused while coins remain (409 ACCOUNT_HAS_BALANCE) or a shipment
 * is not delivered yet (409 SHIPMENTS_PENDING). Otherwise the user document is anonymised in one conditional write
 * (name, address, password, Google link and referral code gone; every session ended); its ledger entries and
 * openings stay, tied to the anonymous id, for the retention periods in docs/accounts.md.
 */
export async function deleteAccount(ctx: AppContext, user: UserDocument, body: DeleteAccountBody): Promise<void> {
  await confirmPassword(user, body.currentPassword);
  if (user.balance > 0) throw hasBalance(user.balance);
  if (await ShipmentModel.exists({ userId: user._id, status: { $ne: 'delivered' } })) {
    throw new AppError(
      ErrorCode.SHIPMENTS_PENDING,
      'You have shipments on their way. You can delete your account once they are delivered.',
    );
  }
  const username = `deleted-${randomBytes(5).toString('hex')}`;
  const now = ctx.clock.now();
  const done = await anonymiseAccount(user._id, username, now);
  if (!done) {
    const fresh = await Users.findById(user._id, { balance: 1 }).lean();
    throw hasBalance(fresh?.balance ?? 0);
  }
  await Promise.all([revokeSessions(ctx, user._id), dropVerificationTokens(user._id), dropPasswordResetTokens(user._id)]);
  ctx.bus.emit('user.deleted', { userId: user.id as string, at: now });
  ctx.logger.info({ userId: user.id as string }, 'account deleted and anonymised at its owner’s request');
}

function hasBalance(balance: number): AppError {
  return new AppError(
    ErrorCode.ACCOUNT_HAS_BALANCE,
    `Your account still holds ${balance} coins. Spend them or resell your prizes before deleting it.`,
  );
}
