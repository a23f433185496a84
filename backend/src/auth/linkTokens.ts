import { createHash, randomBytes } from 'node:crypto';
import type { Response } from 'express';
import { Schema, model, type Types } from 'mongoose';
import { ErrorCode, LINK_TOKEN_TTL_SECONDS } from '@nova/protocol';
import type { AppContext } from '../context';
import { AppError } from '../core/errors';

/**
 * Link tokens: single-use, expiring tokens carried in a URL. Only their SHA-256 is stored; a TTL index removes
 * expired ones, and the expiry is also checked on use (TTL sweeps are periodic). Two purposes:
 * - `sign-in` (`/?token=`, `/admin?token=`, exchanged by `POST /api/verify-token`): bound to the browser that
 *   started the sign-in. That browser holds a random binding in an HttpOnly cookie set before the redirect; the
 *   token stores the binding's hash, and the exchange must present the same cookie. A forwarded link signs
 *   nobody in.
 * - `verify-email` (the link in a verification mail): names the address it proves; any browser may open it.
 * - `password-reset` (the link in a "Forgot password?" mail): names the address it was mailed to; any browser may
 *   open it (passwordReset.ts).
 */
export type LinkPurpose = 'sign-in' | 'verify-email' | 'password-reset';

interface LinkToken {
  /** SHA-256 of the token, hex. */
  _id: string;
  userId: Types.ObjectId;
  purpose: LinkPurpose;
  /** The address a `verify-email` token proves, or a `password-reset` token was mailed to. */
  email: string | null;
  /** SHA-256 of the browser binding a `sign-in` token needs. */
  bindingHash: string | null;
  /** A `sign-in` token made after the account's second factor was checked (the `/test-admin` code form). */
  secondFactorDone: boolean;
  expiresAt: Date;
}

const linkTokenSchema = new Schema<LinkToken>(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    purpose: { type: String, enum: ['sign-in', 'verify-email', 'password-reset'], default: 'sign-in' },
    email: { type: String, default: null },
    bindingHash: { type: String, default: null },
    secondFactorDone: { type: Boolean, default: false },
    expiresAt: { type: Date, required: true, expires: 0 },
  },
  { versionKey: false },
);
linkTokenSchema.index({ userId: 1, purpose: 1 });

export const LinkTokenModel = model<LinkToken>('LinkToken', linkTokenSchema);

/** 32 random bytes, base64url (tokens and bindings alike). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const randomToken = (): string => randomBytes(32).toString('base64url');
export const digest = (token: string): string => createHash('sha256').update(token).digest('hex');

export const linkTokenInvalid = () =>
  new AppError(ErrorCode.LINK_TOKEN_INVALID, 'This sign-in link is invalid, has expired or was already used. Please sign in again.');

/** The cookie holding the browser's sign-in binding; sent only to the exchange. */
export const BINDING_COOKIE = 'nova_link_binding';
const BINDING_MAX_AGE_SECONDS = 15 * 60;

/**
 * The browser's sign-in binding: the one its cookie already holds (so parallel sign-ins in one browser agree),
 * else a new one, set on `res` (HttpOnly, SameSite=Lax, path of the exchange only). Returns the binding's hash.
 */
export function bindBrowser(ctx: AppContext, res: Response, existing: string | null): string {
  const binding = existing && TOKEN_PATTERN.test(existing) ? existing : randomToken();
  const attributes = ['Path=/api/verify-token', 'HttpOnly', 'SameSite=Lax', `Max-Age=${BINDING_MAX_AGE_SECONDS}`];
  if (ctx.publicUrl.startsWith('https:')) attributes.push('Secure');
  res.append('Set-Cookie', `${BINDING_COOKIE}=${binding}; ${attributes.join('; ')}`);
  return digest(binding);
}

export interface IssueOptions {
  purpose: LinkPurpose;
  ttlSeconds?: number;
  email?: string | null;
  bindingHash?: string | null;
  /** The second factor was checked already: the exchange starts the session without asking for a code. */
  secondFactorDone?: boolean;
}

/** Issues a link token and returns it (only its hash is stored). Sign-in tokens live LINK_TOKEN_TTL_SECONDS. */
export async function issueLinkToken(ctx: AppContext, userId: Types.ObjectId, options: IssueOptions): Promise<string> {
  const token = randomToken();
  const ttl = options.ttlSeconds ?? LINK_TOKEN_TTL_SECONDS;
  await LinkTokenModel.create({
    _id: digest(token),
    userId,
    purpose: options.purpose,
    email: options.email ?? null,
    bindingHash: options.bindingHash ?? null,
    secondFactorDone: options.secondFactorDone ?? false,
    expiresAt: new Date(ctx.clock.now().getTime() + ttl * 1000),
  });
  return token;
}

/**
 * Consumes a sign-in link token atomically (find-and-delete), so it works exactly once even when two requests
 * race, and only from the browser holding its binding (a request without it leaves the token unused).
 * Returns its user id and whether the second factor was checked already, or throws 401 LINK_TOKEN_INVALID.
 */
export async function consumeSignInToken(
  ctx: AppContext,
  token: string,
  binding: string | null,
): Promise<{ userId: Types.ObjectId; secondFactorDone: boolean }> {
  if (!TOKEN_PATTERN.test(token) || !binding || !TOKEN_PATTERN.test(binding)) throw linkTokenInvalid();
  const found = await LinkTokenModel.findOneAndDelete({
    _id: digest(token),
    purpose: { $in: ['sign-in', null] },
    bindingHash: digest(binding),
    expiresAt: { $gt: ctx.clock.now() },
  }).lean();
  if (!found) throw linkTokenInvalid();
  return { userId: found.userId, secondFactorDone: found.secondFactorDone === true };
}

/**
 * Consumes a mailed token of `purpose` atomically (find-and-delete: it works exactly once, even when two requests
 * race): its user and the address it names, or null when unknown, expired or used.
 */
export async function consumeMailedToken(
  ctx: AppContext,
  token: string,
  purpose: Exclude<LinkPurpose, 'sign-in'>,
): Promise<{ userId: Types.ObjectId; email: string } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const found = await LinkTokenModel.findOneAndDelete({
    _id: digest(token),
    purpose,
    expiresAt: { $gt: ctx.clock.now() },
  }).lean();
  if (!found?.email) return null;
  return { userId: found.userId, email: found.email };
}

/** Consumes a verification token: its user and the address it proves, or null when unknown, expired or used. */
export function consumeVerificationToken(ctx: AppContext, token: string): Promise<{ userId: Types.ObjectId; email: string } | null> {
  return consumeMailedToken(ctx, token, 'verify-email');
}

/** Drops a user's unused verification tokens (a new address was asked for, or the account is gone). */
export async function dropVerificationTokens(userId: Types.ObjectId): Promise<void> {
  await LinkTokenModel.deleteMany({ userId, purpose: 'verify-email' });
}

/** Drops a user's unused password reset tokens (a newer link was mailed, a reset was done, or the account is gone). */
export async function dropPasswordResetTokens(userId: Types.ObjectId): Promise<void> {
  await LinkTokenModel.deleteMany({ userId, purpose: 'password-reset' });
}
