import { AUTH_SUCCESS_MESSAGES, ErrorCode, type AuthResponseDto, type LoginBody, type RegisterBody, type SessionDto } from '@nova/protocol';
import type { AppContext } from '../context';
import { AppError, errors } from '../core/errors';
import {
  createAccount,
  createAccountWithDerivedUsername,
  duplicateKeyField,
  emailTaken,
  findReferrer,
  usernameKeyOf,
  usernameTaken,
} from '../users/accounts';
import { UserModel, type UserDocument } from '../users/model';
import { presentUser } from '../users/presenter';
import { googleError, type GoogleIdentity } from './google';
import { consumeLinkToken, linkTokenInvalid } from './linkTokens';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import type { AuthRateLimiter } from './rateLimit';

export const invalidCredentials = () => new AppError(401, ErrorCode.INVALID_CREDENTIALS, 'Invalid email or password.');
export const adminAccessRequired = () => new AppError(403, ErrorCode.ADMIN_REQUIRED, 'Admin access required');

/** A session token and the presented user. */
export function startSession(ctx: AppContext, user: UserDocument): SessionDto {
  return { token: ctx.tokens.sign({ sub: user.id as string, ver: user.tokenVersion }), user: presentUser(user) };
}

/**
 * Registers a player: rate-limited per IP and email, username unique case-insensitively, email unique,
 * password hashed with argon2id, optional referral code resolved to its referrer.
 */
export async function register(ctx: AppContext, limiter: AuthRateLimiter, body: RegisterBody, ip: string): Promise<AuthResponseDto> {
  await limiter.consume('register', ip, body.email);
  // Cheap checks first, so a taken name costs no hashing; the unique indexes still decide races.
  if (await UserModel.exists({ email: body.email })) throw emailTaken();
  if (await UserModel.exists({ usernameKey: usernameKeyOf(body.username) })) throw usernameTaken();
  const [passwordHash, referredBy] = await Promise.all([hashPassword(body.password), findReferrer(body.ref)]);
  const user = await createAccount(ctx, { username: body.username, email: body.email, passwordHash, referredBy, method: 'password' });
  return { ...startSession(ctx, user), message: AUTH_SUCCESS_MESSAGES.register };
}

/**
 * Checks an email and password. Unknown email, Google-only account and wrong password all answer the same
 * 401 INVALID_CREDENTIALS after one argon2 verification each; a banned account is told so only after the
 * password matched. A success resets the account's attempt counter.
 */
export async function verifyCredentials(ctx: AppContext, limiter: AuthRateLimiter, body: LoginBody, ip: string): Promise<UserDocument> {
  await limiter.consume('login', ip, body.email);
  const user = await UserModel.findOne({ email: body.email });
  const matches = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (!user || !matches) throw invalidCredentials();
  if (user.banned) throw errors.accountBanned();
  await limiter.reset('login', body.email);
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    // Parameters were raised since this hash was made: upgrade it now that we know the password.
    await UserModel.updateOne(
      { _id: user._id, passwordHash: user.passwordHash },
      { $set: { passwordHash: await hashPassword(body.password) } },
    );
  }
  return user;
}

export async function login(ctx: AppContext, limiter: AuthRateLimiter, body: LoginBody, ip: string): Promise<AuthResponseDto> {
  const user = await verifyCredentials(ctx, limiter, body, ip);
  return { ...startSession(ctx, user), message: AUTH_SUCCESS_MESSAGES.login };
}

/** Like login, but only admins pass ('Admin access required' otherwise). Used by the no-JavaScript admin login. */
export async function verifyAdminCredentials(
  ctx: AppContext,
  limiter: AuthRateLimiter,
  body: LoginBody,
  ip: string,
): Promise<UserDocument> {
  const user = await verifyCredentials(ctx, limiter, body, ip);
  if (user.role !== 'admin') throw adminAccessRequired();
  return user;
}

/** Exchanges a link token (single use, short-lived) for a session. */
export async function exchangeLinkToken(ctx: AppContext, token: string): Promise<SessionDto> {
  const userId = await consumeLinkToken(ctx, token);
  const user = await UserModel.findById(userId);
  if (!user) throw linkTokenInvalid();
  if (user.banned) throw errors.accountBanned();
  return startSession(ctx, user);
}

/**
 * The account for a verified Google identity: the one already linked to it; else the account with that
 * (provider-verified) email, which gets linked; else a new player account with a username derived from the
 * Google name. Races between two callbacks are settled by the unique indexes and a re-read.
 */
export async function signInWithGoogle(ctx: AppContext, identity: GoogleIdentity): Promise<UserDocument> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const linked = await UserModel.findOne({ googleSubject: identity.subject });
    if (linked) return notBanned(linked);

    const byEmail = await UserModel.findOne({ email: identity.email });
    if (byEmail) {
      if (byEmail.googleSubject && byEmail.googleSubject !== identity.subject) {
        throw googleError(ErrorCode.GOOGLE_FAILED, 'This email is linked to a different Google account.');
      }
      notBanned(byEmail);
      try {
        const updated = await UserModel.findOneAndUpdate(
          { _id: byEmail._id, googleSubject: null },
          { $set: { googleSubject: identity.subject } },
          { returnDocument: 'after' },
        );
        if (updated) {
          ctx.logger.info({ userId: updated.id as string }, 'linked a Google account by verified email');
          return updated;
        }
      } catch (err) {
        if (duplicateKeyField(err) !== 'googleSubject') throw err;
      }
      continue;
    }

    try {
      const source = identity.name ?? identity.email.split('@')[0] ?? 'player';
      return await createAccountWithDerivedUsername(ctx, source, {
        email: identity.email,
        passwordHash: null,
        googleSubject: identity.subject,
        method: 'google',
      });
    } catch (err) {
      if (err instanceof AppError && (err.code === ErrorCode.EMAIL_TAKEN || err.code === ErrorCode.CONFLICT)) continue;
      throw err;
    }
  }
  throw googleError(ErrorCode.GOOGLE_FAILED, 'Could not sign in with Google. Please try again.');
}

function notBanned(user: UserDocument): UserDocument {
  if (user.banned) throw errors.accountBanned();
  return user;
}
