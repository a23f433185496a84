import { Schema, Types, isValidObjectId, model } from 'mongoose';
import type { SessionInfoDto } from '@nova/protocol';
import type { AppContext } from '../context';
import { invalidateSessionChecks } from './authVersions';

/**
 * Sign-in sessions: one record per sign-in (password, Google, link token), named by the `sid` claim of its
 * session token. A request or socket whose session is revoked or gone is refused at once, so ending a session
 * (sign out everywhere, a password change, the account page's list) needs no token blacklist.
 */
export interface SignInSession {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  /** The browser's user agent at sign-in, trimmed to 300 characters. */
  userAgent: string | null;
  ip: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
  /** Real time after which the token has expired anyway; a TTL index removes the record then. */
  expiresAt: Date;
}

const sessionSchema = new Schema<SignInSession>(
  {
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    userAgent: { type: String, default: null },
    ip: { type: String, default: null },
    createdAt: { type: Date, required: true },
    lastSeenAt: { type: Date, required: true },
    revokedAt: { type: Date, default: null },
    expiresAt: { type: Date, required: true, expires: 0 },
  },
  { versionKey: false },
);

export const SessionModel = model<SignInSession>('Session', sessionSchema);

/** Where a sign-in comes from. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** `lastSeenAt` is written at most this often per session. */
export const TOUCH_EVERY_MS = 60_000;

/** Opens a session for a user and returns its id (the token's `sid`). */
export async function openSession(ctx: AppContext, userId: Types.ObjectId, client: ClientInfo): Promise<string> {
  const now = ctx.clock.now();
  const doc = await SessionModel.create({
    userId,
    userAgent: client.userAgent ? client.userAgent.slice(0, 300) : null,
    ip: client.ip ? client.ip.slice(0, 64) : null,
    createdAt: now,
    lastSeenAt: now,
    revokedAt: null,
    expiresAt: new Date(Date.now() + ctx.config.JWT_TTL_SECONDS * 1000),
  });
  return doc._id.toHexString();
}

/** True when the session exists, belongs to the user and is not revoked. */
export async function sessionActive(userId: Types.ObjectId, sessionId: string): Promise<boolean> {
  if (!isValidObjectId(sessionId)) return false;
  return (await SessionModel.exists({ _id: new Types.ObjectId(sessionId), userId, revokedAt: null })) !== null;
}

/** Notes that the session was used (at most once a minute; never delays the request). */
export function touchSession(ctx: AppContext, sessionId: string): void {
  const now = ctx.clock.now();
  SessionModel.updateOne(
    { _id: new Types.ObjectId(sessionId), lastSeenAt: { $lt: new Date(now.getTime() - TOUCH_EVERY_MS) } },
    { $set: { lastSeenAt: now } },
  ).catch((err: unknown) => ctx.logger.warn({ err }, 'session last-seen update failed'));
}

/** The user's active sessions, most recently used first; `current` marks the asking one. */
export async function listSessions(userId: Types.ObjectId, currentId: string | null): Promise<SessionInfoDto[]> {
  const rows = await SessionModel.find({ userId, revokedAt: null, expiresAt: { $gt: new Date() } })
    .sort({ lastSeenAt: -1, _id: -1 })
    .limit(100)
    .lean<SignInSession[]>();
  return rows.map((s) => ({
    id: s._id.toHexString(),
    userAgent: s.userAgent,
    ip: s.ip,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    current: s._id.toHexString() === currentId,
  }));
}

export interface RevokeScope {
  /** Only this session. */
  only?: string;
  /** Every session but this one (the one that asked). */
  except?: string;
  /** Only sessions created up to then (a change published again later spares sessions opened since). */
  createdUpTo?: Date;
}

/**
 * Revokes the user's sessions (all, all but one, or one) and emits `auth.sessionsRevoked`, whose broadcaster
 * disconnects their sockets on every node. Returns how many were revoked.
 */
export async function revokeSessions(ctx: AppContext, userId: Types.ObjectId, scope: RevokeScope = {}): Promise<number> {
  const filter: Record<string, unknown> = { userId, revokedAt: null };
  if (scope.createdUpTo) filter.createdAt = { $lte: scope.createdUpTo };
  if (scope.only) {
    if (!isValidObjectId(scope.only)) return 0;
    filter._id = new Types.ObjectId(scope.only);
  } else if (scope.except && isValidObjectId(scope.except)) {
    filter._id = { $ne: new Types.ObjectId(scope.except) };
  }
  const ids = (await SessionModel.find(filter, { _id: 1 }).lean()).map((s) => s._id);
  if (ids.length === 0) return 0;
  await SessionModel.updateMany({ _id: { $in: ids }, revokedAt: null }, { $set: { revokedAt: ctx.clock.now() } });
  // Refused from now on, on every node, before anyone is told the sessions ended.
  await invalidateSessionChecks(ctx, userId.toHexString());
  ctx.bus.emit('auth.sessionsRevoked', {
    userId: userId.toHexString(),
    sessionIds: ids.map((id) => id.toHexString()),
    at: ctx.clock.now(),
  });
  return ids.length;
}

/** When any of the user's sign-in sessions was last seen (to within the touch interval), or null if it never signed in. */
export async function lastActiveAt(userId: Types.ObjectId): Promise<Date | null> {
  const latest = await SessionModel.findOne({ userId }, { lastSeenAt: 1 }).sort({ lastSeenAt: -1 }).lean<SignInSession>();
  return latest?.lastSeenAt ?? null;
}

/** Whether this account signed in from this IP within a session lifetime (a known client). */
export async function isKnownClient(userId: Types.ObjectId, ip: string): Promise<boolean> {
  return (await SessionModel.exists({ userId, ip })) !== null;
}
