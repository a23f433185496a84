import type { RequestHandler } from 'express';
import { ErrorCode, VERIFICATION_TOKEN_TTL_SECONDS } from '@nova/protocol';
import { currentUser } from '../auth/middleware';
import { consumeVerificationToken, dropVerificationTokens, issueLinkToken } from '../auth/linkTokens';
import type { AppContext } from '../context';
import { AppError } from '../core/errors';
import { sendMail } from '../mail';
import { applyEmailChange, markEmailVerified } from './identity';
import { duplicateKeyField } from '../core/transaction';
import { emailTaken } from './registration';
import type { User, UserDocument } from './model';
import { grantWelcomeCoins } from './welcome';

export const emailUnverified = () =>
  new AppError(
    ErrorCode.EMAIL_UNVERIFIED,
    'Please verify your email address first: open the link we sent you, or ask for a new one on your account page.',
  );

export const verificationTokenInvalid = () =>
  new AppError(ErrorCode.VERIFICATION_TOKEN_INVALID, 'This verification link is invalid, has expired or was already used.');

/**
 * The rule for value leaving the shop (shipping a prize, an affiliate payout): the account's email must be
 * verified. Throws 403 EMAIL_UNVERIFIED otherwise. Every such service or route calls this (or uses
 * `verifiedEmailRequired`) before doing anything.
 */
export function requireVerifiedEmail(user: Pick<User, 'emailVerified'>): void {
  if (!user.emailVerified) throw emailUnverified();
}

/** Route guard form of `requireVerifiedEmail` (after the session is read): `router.post(path, verifiedEmailRequired, ...)`. */
export const verifiedEmailRequired: RequestHandler = (req, _res, next) => {
  requireVerifiedEmail(currentUser(req));
  next();
};

/**
 * Sends a verification link for `email` (the account's address after registration, or a new address after an
 * email change) in the user's language. Older unused links of the user stop working.
 */
export async function sendVerificationLink(ctx: AppContext, user: UserDocument, email: string, kind: 'verify' | 'newEmail'): Promise<void> {
  await dropVerificationTokens(user._id);
  const token = await issueLinkToken(ctx, user._id, { purpose: 'verify-email', email, ttlSeconds: VERIFICATION_TOKEN_TTL_SECONDS });
  const link = `${ctx.publicUrl}/verify-email?code=${encodeURIComponent(token)}`;
  sendMail(ctx, email, { kind, username: user.username, email, link }, user.language);
}

/**
 * Confirms the address a verification link was sent to: the account's current address becomes verified (with the
 * once-per-account welcome coins, and how many this call granted), or a pending new address becomes the account's address. Throws 400 VERIFICATION_TOKEN_INVALID for an unknown,
 * expired, used or outdated link, 409 EMAIL_TAKEN when another account took the new address meanwhile.
 */
export async function confirmEmail(ctx: AppContext, token: string): Promise<{ user: UserDocument; welcomeCoins: number }> {
  const found = await consumeVerificationToken(ctx, token);
  if (!found) throw verificationTokenInvalid();
  const verified = await markEmailVerified(found.userId, found.email);
  if (verified) return { user: verified, welcomeCoins: await grantWelcomeCoins(ctx, verified._id) };
  try {
    const changed = await applyEmailChange(found.userId, found.email);
    if (changed) {
      ctx.logger.info({ userId: String(found.userId) }, 'email address changed after verification');
      return { user: changed, welcomeCoins: 0 };
    }
  } catch (err) {
    if (duplicateKeyField(err) === 'email') throw emailTaken();
    throw err;
  }
  throw verificationTokenInvalid();
}
