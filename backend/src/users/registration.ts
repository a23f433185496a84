import { randomBytes, randomInt } from 'node:crypto';
import type { Types } from 'mongoose';
import { ErrorCode, LIMITS, USERNAME_PATTERN, type LanguageCode, type Role } from '@nova/protocol';
import type { AppContext } from '../context';
import { AppError, errors } from '../core/errors';
import { duplicateKeyField } from '../core/transaction';
import { UserModel, type UserDocument } from './model';
import { assertUsernameFree, usernameConfusable, usernameKeyOf, usernameSkeletonOf, usernameTaken } from './usernames';

/**
 * Creating accounts (sign-up with a password or Google, the first admin): the new user document with its referral
 * code, a username derived from a name or address when none was chosen, and the refusals a taken address or name get.
 */

export const emailTaken = () => errors.conflict(ErrorCode.EMAIL_TAKEN, 'An account with this email already exists.');

/** Referral code alphabet: no 0/O, 1/I/L, so codes read aloud or typed from a screenshot work. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A random 8-character referral code (31^8 ~ 8.5e11 codes; collisions are retried on insert). */
export function newReferralCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

export interface NewAccount {
  username: string;
  email: string;
  passwordHash: string | null;
  googleSubject?: string | null;
  role?: Role;
  referredBy?: Types.ObjectId | null;
  method: 'password' | 'google';
  /** True when the address is already proven (Google's verified email, an operator's first admin). */
  emailVerified?: boolean;
  language?: LanguageCode | null;
}

/**
 * Inserts an account with a fresh referral code and emits `user.registered`. Unique indexes decide races:
 * a duplicate email or username becomes 409 EMAIL_TAKEN / USERNAME_TAKEN (never a 500); a colliding
 * referral code is drawn again.
 */
export async function createAccount(ctx: AppContext, input: NewAccount): Promise<UserDocument> {
  for (let attempt = 0; ; attempt++) {
    const now = ctx.clock.now();
    try {
      const user = await UserModel.create({
        username: input.username,
        usernameKey: usernameKeyOf(input.username),
        usernameSkeleton: usernameSkeletonOf(input.username),
        email: input.email,
        emailVerified: input.emailVerified ?? false,
        language: input.language ?? null,
        passwordHash: input.passwordHash,
        googleSubject: input.googleSubject ?? null,
        role: input.role ?? 'player',
        referralCode: newReferralCode(),
        referredBy: input.referredBy ?? null,
        // The app clock, like every other stored instant (the overview counts sign-ups by it).
        createdAt: now,
      });
      ctx.bus.emit('user.registered', {
        userId: user.id as string,
        username: user.username,
        method: input.method,
        referredBy: user.referredBy ? String(user.referredBy) : null,
        at: now,
      });
      return user;
    } catch (err) {
      const field = duplicateKeyField(err);
      if (field === 'email') throw emailTaken();
      if (field === 'usernameKey') throw usernameTaken();
      // Both indexes can refuse a same-name race; the plain answer wins when the name itself is taken.
      if (field === 'usernameSkeleton')
        throw (await UserModel.exists({ usernameKey: usernameKeyOf(input.username) })) ? usernameTaken() : usernameConfusable();
      if (field === 'googleSubject') throw new AppError(ErrorCode.CONFLICT, 'This Google account is already linked.');
      if (field === 'referralCode' && attempt < 5) continue;
      throw err;
    }
  }
}

/**
 * A valid username from free text (a Google name or an email's local part): allowed characters only,
 * at least LIMITS.usernameMin long, with room for a numeric suffix.
 */
export function usernameBase(source: string): string {
  const cleaned = [...source.normalize('NFKC').replace(/\s+/g, '_')]
    .filter((ch) => USERNAME_PATTERN.test(ch))
    .join('')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, LIMITS.usernameMax - 6);
  return cleaned.length >= LIMITS.usernameMin ? cleaned : `player${cleaned}`;
}

/** Candidate usernames: the base, then the base with a random 4-6 digit suffix. */
export function usernameCandidate(base: string, attempt: number): string {
  if (attempt === 0) return base;
  const digits = attempt < 4 ? 4 : 6;
  return `${base}${randomInt(10 ** (digits - 1), 10 ** digits)}`;
}

/** Creates an account under a username derived from `source`, de-duplicated against existing usernames. */
export async function createAccountWithDerivedUsername(
  ctx: AppContext,
  source: string,
  input: Omit<NewAccount, 'username'>,
): Promise<UserDocument> {
  const base = usernameBase(source);
  for (let attempt = 0; attempt < 8; attempt++) {
    const username = usernameCandidate(base, attempt);
    try {
      await assertUsernameFree(username);
      return await createAccount(ctx, { ...input, username });
    } catch (err) {
      if (err instanceof AppError && (err.code === ErrorCode.USERNAME_TAKEN || err.code === ErrorCode.USERNAME_CONFUSABLE)) continue;
      throw err;
    }
  }
  throw new AppError(ErrorCode.USERNAME_TAKEN, 'Could not find a free username. Please try again.');
}
