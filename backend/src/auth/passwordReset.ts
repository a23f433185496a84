import {
  ErrorCode,
  PASSWORD_RESET_TOKEN_TTL_SECONDS,
  type PasswordResetConfirmBody,
  type PasswordResetDoneDto,
  type PasswordResetRequestBody,
} from '@nova/protocol';
import type { AppContext } from '../context';
import { AppError } from '../core/errors';
import { sendMail } from '../mail';
import { resetPasswordHash } from '../users/identity';
import { Users } from '../users/queries';
import { consumeMailedToken, dropPasswordResetTokens, dropVerificationTokens, issueLinkToken } from './linkTokens';
import { hashPassword } from './passwords';
import { revokeSessions } from './sessions';

/**
 * "Forgot password?" (docs/accounts.md): a single-use link mailed to the account's address sets a new password and
 * ends every session of the account. Confirming does not sign in: the owner signs in with the new password, so a
 * second factor, when the account has one, is still asked for.
 */

export const passwordResetTokenInvalid = () =>
  new AppError(
    ErrorCode.PASSWORD_RESET_TOKEN_INVALID,
    'This password reset link is invalid, has expired or was already used. Please ask for a new one.',
  );

/** The address of a reset link: `code`, not `token`, which names sign-in links the app exchanges on any page. */
export const resetLink = (ctx: AppContext, token: string): string => `${ctx.publicUrl}/reset-password?code=${encodeURIComponent(token)}`;

/**
 * The work behind `POST /api/password-reset`, done after the 202 answer so that the answer and its timing say nothing
 * about the address. Unknown, deleted and banned accounts get nothing. An account without a password (Google only)
 * gets a mail saying it signs in with Google, and no link. Otherwise any older link stops working and a new one
 * (PASSWORD_RESET_TOKEN_TTL_SECONDS, single use, stored as its SHA-256 with the address it was mailed to) is mailed
 * in the account's language, else the language of the page that asked.
 */
export async function mailPasswordReset(ctx: AppContext, body: PasswordResetRequestBody): Promise<void> {
  const user = await Users.findOne({ email: body.email, deletedAt: null });
  if (!user || user.banned) return;
  const language = user.language ?? body.language ?? null;
  if (!user.passwordHash) {
    sendMail(ctx, user.email, { kind: 'passwordResetGoogle', username: user.username, link: `${ctx.publicUrl}/` }, language);
    return;
  }
  await dropPasswordResetTokens(user._id);
  const token = await issueLinkToken(ctx, user._id, {
    purpose: 'password-reset',
    email: user.email,
    ttlSeconds: PASSWORD_RESET_TOKEN_TTL_SECONDS,
  });
  const minutes = Math.round(PASSWORD_RESET_TOKEN_TTL_SECONDS / 60);
  sendMail(ctx, user.email, { kind: 'passwordReset', username: user.username, link: resetLink(ctx, token), minutes }, language);
}

/**
 * Sets the new password of a reset link: the token is used up first (exactly once, even when two requests race), then
 * the password (argon2id) is stored only while the link's address is still the account's and the account still has
 * a password, is not banned and not deleted. Every session of the account ends (token version and session records,
 * their sockets cut on every node), other reset and verification links stop working, and a notice is mailed.
 * Throws 400 PASSWORD_RESET_TOKEN_INVALID for an unknown, expired, used or outdated link.
 */
export async function confirmPasswordReset(ctx: AppContext, body: PasswordResetConfirmBody): Promise<PasswordResetDoneDto> {
  const found = await consumeMailedToken(ctx, body.token, 'password-reset');
  if (!found) throw passwordResetTokenInvalid();
  const user = await resetPasswordHash(found.userId, found.email, await hashPassword(body.password));
  if (!user) throw passwordResetTokenInvalid();
  await Promise.all([revokeSessions(ctx, user._id), dropPasswordResetTokens(user._id), dropVerificationTokens(user._id)]);
  sendMail(ctx, user.email, { kind: 'passwordResetDone', username: user.username }, user.language);
  ctx.logger.info({ userId: user.id as string }, 'password reset by a mailed link; every session ended');
  return { email: user.email };
}
