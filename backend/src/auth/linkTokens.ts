import { createHash, randomBytes } from 'node:crypto';
import { Schema, model, type Types } from 'mongoose';
import { ErrorCode, LINK_TOKEN_TTL_SECONDS } from '@nova/protocol';
import type { AppContext } from '../context';
import { AppError } from '../core/errors';

/**
 * Link tokens: short-lived, single-use tokens in a URL (`/?token=`, `/admin?token=`) that `POST /api/verify-token`
 * exchanges for a session. Only their SHA-256 is stored; a TTL index removes expired ones, and the expiry is
 * also checked on use (TTL sweeps are periodic).
 */
interface LinkToken {
  /** SHA-256 of the token, hex. */
  _id: string;
  userId: Types.ObjectId;
  expiresAt: Date;
}

const linkTokenSchema = new Schema<LinkToken>(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    expiresAt: { type: Date, required: true, expires: 0 },
  },
  { versionKey: false },
);

export const LinkTokenModel = model<LinkToken>('LinkToken', linkTokenSchema);

/** 32 random bytes, base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const digest = (token: string): string => createHash('sha256').update(token).digest('hex');

export const linkTokenInvalid = () =>
  new AppError(401, ErrorCode.LINK_TOKEN_INVALID, 'This sign-in link is invalid, has expired or was already used. Please sign in again.');

/** Issues a link token for a user, valid for LINK_TOKEN_TTL_SECONDS. Returns the token itself (never stored). */
export async function issueLinkToken(ctx: AppContext, userId: Types.ObjectId): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(ctx.clock.now().getTime() + LINK_TOKEN_TTL_SECONDS * 1000);
  await LinkTokenModel.create({ _id: digest(token), userId, expiresAt });
  return token;
}

/**
 * Consumes a link token atomically (find-and-delete), so it works exactly once even when two requests race.
 * Returns its user id, or throws 401 LINK_TOKEN_INVALID for an unknown, expired or already used token.
 */
export async function consumeLinkToken(ctx: AppContext, token: string): Promise<Types.ObjectId> {
  if (!TOKEN_PATTERN.test(token)) throw linkTokenInvalid();
  const found = await LinkTokenModel.findOneAndDelete({ _id: digest(token), expiresAt: { $gt: ctx.clock.now() } }).lean();
  if (!found) throw linkTokenInvalid();
  return found.userId;
}
