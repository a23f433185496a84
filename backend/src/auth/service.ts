import type { Types } from 'mongoose';
import {
  AUTH_SUCCESS_MESSAGES,
  ErrorCode,
  type AuthResponseDto,
  type LinkExchangeDto,
  type LoginAnswerDto,
  type LoginBody,
  type RegisterBody,
  type SessionDto,
} from '@nova/protocol';
import type { AppContext } from '../context';
import { AppError, errors } from '../core/errors';
import { duplicateKeyField } from '../core/transaction';
import { linkGoogleSubject, takeOverUnverifiedAccount, upgradePasswordHash } from '../users/identity';
import { createAccount, createAccountWithDerivedUsername, emailTaken } from '../users/registration';
import { sendVerificationLink } from '../users/emailVerification';
import type { UserDocument } from '../users/model';
import { Users } from '../users/queries';
import { presentUser } from '../users/presenter';
import { assertUsernameFree } from '../users/usernames';
import { grantWelcomeCoins } from '../users/welcome';
import { googleError, type GoogleIdentity } from './google';
import { consumeSignInToken, linkTokenInvalid } from './linkTokens';
import type { LoginProtection, SignInAction } from './loginProtection';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { STAFF_ROLES } from './socketGuards';
import type { AuthRateLimiter } from './rateLimit';
import { isKnownClient, openSession, revokeSessions, type ClientInfo } from './sessions';
import type { SignupReferrals } from './signupReferrals';
import { challengeIfEnabled } from './twoFactor/challenges';

export const invalidCredentials = () => new AppError(ErrorCode.INVALID_CREDENTIALS, 'Invalid email or password.');
export const adminAccessRequired = () => new AppError(ErrorCode.ADMIN_REQUIRED, 'Admin access required');

/** Opens a sign-in session for the user and returns its token and the presented user. */
export async function startSession(ctx: AppContext, user: UserDocument, client: ClientInfo): Promise<SessionDto> {
  const sid = await openSession(ctx, user._id, client);
  return { token: ctx.tokens.sign({ sub: user.id as string, ver: user.tokenVersion, sid }), user: presentUser(user) };
}

/**
 * Registers a player: rate-limited per IP and email, username unique case-insensitively and not confusable with
 * another, email unique, password hashed with argon2id, optional referral code resolved to its referrer (404
 * REFERRAL_CODE_UNKNOWN, 400 REFERRAL_SELF; see docs/affiliates.md). The address is unverified until the link mailed
 * to it is opened.
 */
export async function register(
  ctx: AppContext,
  limiter: AuthRateLimiter,
  referrals: SignupReferrals,
  body: RegisterBody,
  client: ClientInfo & { ip: string },
): Promise<AuthResponseDto> {
  await limiter.consume('register', client.ip, body.email);
  // Cheap checks first, so a taken name costs no hashing; the unique indexes still decide races.
  if (await Users.exists({ email: body.email })) throw emailTaken();
  await assertUsernameFree(body.username);
  const referredBy = await referrals.referrerForSignup(body.ref, body.email);
  const passwordHash = await hashPassword(body.password);
  const user = await createAccount(ctx, {
    username: body.username,
    email: body.email,
    passwordHash,
    referredBy,
    method: 'password',
    language: body.language ?? null,
  });
  await sendVerificationLink(ctx, user, user.email, 'verify');
  return { ...(await startSession(ctx, user, client)), message: AUTH_SUCCESS_MESSAGES.register };
}

/**
 * Checks an email and password under the login protection (see loginProtection.ts). Unknown email, Google-only
 * account and wrong password all answer the same 401 INVALID_CREDENTIALS after one argon2 verification each; a
 * banned account is told so only after the password matched.
 */
export async function verifyCredentials(
  ctx: AppContext,
  protection: LoginProtection,
  action: SignInAction,
  body: LoginBody,
  ip: string,
): Promise<UserDocument> {
  const user = await Users.findOne({ email: body.email, deletedAt: null });
  const attempt = await protection.begin(action, ip, body.email, async () => (user ? isKnownClient(user._id, ip) : false));
  const matches = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (!user || !matches) throw invalidCredentials();
  await attempt.succeeded();
  if (user.banned) throw errors.accountBanned();
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    // Parameters were raised since this hash was made: upgrade it now that we know the password.
    await upgradePasswordHash(user._id, user.passwordHash, await hashPassword(body.password));
  }
  return user;
}

/** Password sign-in: a session, or, when the account has two-factor on, a challenge to answer at `POST /api/login/2fa`. */
export async function login(
  ctx: AppContext,
  protection: LoginProtection,
  body: LoginBody,
  client: ClientInfo & { ip: string },
): Promise<LoginAnswerDto> {
  const user = await verifyCredentials(ctx, protection, 'login', body, client.ip);
  const challenge = await challengeIfEnabled(ctx, user, 'login');
  if (challenge) return challenge;
  return { ...(await startSession(ctx, user, client)), message: AUTH_SUCCESS_MESSAGES.login };
}

/**
 * Like login, but only staff (admins and support agents) pass ('Admin access required' otherwise). The no-JavaScript
 * admin login, with its own counters.
 */
export async function verifyAdminCredentials(
  ctx: AppContext,
  protection: LoginProtection,
  body: LoginBody,
  ip: string,
): Promise<UserDocument> {
  const user = await verifyCredentials(ctx, protection, 'admin-page', body, ip);
  if (!STAFF_ROLES.includes(user.role)) throw adminAccessRequired();
  return user;
}

/**
 * Exchanges a sign-in link token (single use, short-lived, bound to this browser) for a session, or, when the account
 * has two-factor on and the token was not made after a code (Google sign-in), for a challenge.
 */
export async function exchangeLinkToken(
  ctx: AppContext,
  token: string,
  binding: string | null,
  client: ClientInfo,
): Promise<LinkExchangeDto> {
  const { userId, secondFactorDone } = await consumeSignInToken(ctx, token, binding);
  const user = await Users.findById(userId);
  if (!user || user.deletedAt) throw linkTokenInvalid();
  if (user.banned) throw errors.accountBanned();
  const challenge = secondFactorDone ? null : await challengeIfEnabled(ctx, user, 'login');
  return challenge ?? startSession(ctx, user, client);
}

/**
 * The account for a verified Google identity:
 * - the one already linked to it;
 * - else, with that email, an account whose address was never verified: the Google owner takes it over (its
 *   password is removed and its sessions end, so whoever registered the address first is out);
 * - else, with that email, a verified account: refused with GOOGLE_LINK_REQUIRED (its owner signs in with the
 *   password and connects Google from the account page);
 * - else a new player account (verified) with a username derived from the Google name, attributed to the owner of
 *   `referralCode` when one came with the sign-in (404 REFERRAL_CODE_UNKNOWN, 400 REFERRAL_SELF).
 * Races between two callbacks are settled by the unique indexes, conditional writes and a re-read.
 */
export async function signInWithGoogle(
  ctx: AppContext,
  referrals: SignupReferrals,
  identity: GoogleIdentity,
  referralCode: string | null = null,
): Promise<UserDocument> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const linked = await Users.findOne({ googleSubject: identity.subject, deletedAt: null });
    if (linked) return notBanned(linked);

    const byEmail = await Users.findOne({ email: identity.email });
    if (byEmail) {
      notBanned(byEmail);
      if (byEmail.googleSubject) throw googleError(ErrorCode.GOOGLE_FAILED, 'This email is linked to a different Google account.');
      if (byEmail.emailVerified) {
        throw new AppError(
          ErrorCode.GOOGLE_LINK_REQUIRED,
          'An account with this email already exists. Sign in with its password, then connect Google from your account page.',
        );
      }
      const taken = await takeOverUnverifiedAccount(byEmail._id, identity.subject).catch((err: unknown) => {
        if (duplicateKeyField(err) === 'googleSubject') return null;
        throw err;
      });
      if (taken) {
        await revokeSessions(ctx, taken._id);
        ctx.logger.warn({ userId: taken.id as string }, 'Google sign-in took over an unverified account: its password was removed');
        return taken;
      }
      continue;
    }

    // Only a new account is attributed; signing in to an existing one never changes its referrer.
    const referredBy = await referrals.referrerForSignup(referralCode, identity.email);
    try {
      const source = identity.name ?? identity.email.split('@')[0] ?? 'player';
      const created = await createAccountWithDerivedUsername(ctx, source, {
        email: identity.email,
        passwordHash: null,
        googleSubject: identity.subject,
        method: 'google',
        emailVerified: true,
        referredBy,
      });
      // Google vouches for the address: the account starts verified, with its welcome coins.
      await grantWelcomeCoins(ctx, created._id);
      return created;
    } catch (err) {
      if (err instanceof AppError && (err.code === ErrorCode.EMAIL_TAKEN || err.code === ErrorCode.CONFLICT)) continue;
      throw err;
    }
  }
  throw googleError(ErrorCode.GOOGLE_FAILED, 'Could not sign in with Google. Please try again.');
}

/**
 * "Connect Google" from the account page: links the identity to the signed-in user. Refused with 409
 * GOOGLE_ALREADY_LINKED when this Google account is linked to another account, or this account already has one.
 */
export async function connectGoogle(ctx: AppContext, userId: Types.ObjectId, identity: GoogleIdentity): Promise<UserDocument> {
  const alreadyLinked = () => new AppError(ErrorCode.GOOGLE_ALREADY_LINKED, 'This Google account is already linked to an account.');
  const owner = await Users.findOne({ googleSubject: identity.subject }, { _id: 1 }).lean();
  if (owner && String(owner._id) !== String(userId)) throw alreadyLinked();
  if (owner) return notBanned((await Users.findById(userId))!);
  const linked = await linkGoogleSubject(userId, identity.subject).catch((err: unknown) => {
    if (duplicateKeyField(err) === 'googleSubject') throw alreadyLinked();
    throw err;
  });
  if (!linked) throw new AppError(ErrorCode.GOOGLE_ALREADY_LINKED, 'A Google account is already connected to your account.');
  ctx.logger.info({ userId: String(userId) }, 'connected a Google account');
  return linked;
}

function notBanned(user: UserDocument): UserDocument {
  if (user.banned) throw errors.accountBanned();
  return user;
}
