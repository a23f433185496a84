import { LRUCache } from 'lru-cache';
import { Types, isValidObjectId } from 'mongoose';
import type { Role } from '@nova/protocol';
import type { AppContext } from '../context';
import { errors } from '../core/errors';
import { Users } from '../users/queries';
import { authVersions, type AuthVersions } from './authVersions';
import { SessionModel, TOUCH_EVERY_MS, touchSession } from './sessions';
import type { SessionClaims } from './tokens';
import { staffTwoFactorMissing } from './twoFactor/staffGate';

/** Who a valid session token speaks for: what every request and socket handshake needs to know. */
export interface SignedIn {
  userId: Types.ObjectId;
  /** `userId` as a string. */
  id: string;
  sessionId: string;
  role: Role;
  /** The token's version, which was the user's at the check. */
  tokenVersion: number;
  /** A staff user who must turn on two-factor sign-in before staff routes answer (STAFF_TWO_FACTOR=required). */
  twoFactorSetupRequired: boolean;
}

interface Entry extends SignedIn {
  /** The user's stamp (`AuthVersions`) read before the check was made. */
  stamp: string | null;
  /** When the session was last marked as seen (ms), so it is written at most once a minute. */
  lastSeenAt: number;
}

/** The most checks one node keeps (the least recently used go first). */
const MAX_ENTRIES = 50_000;

/**
 * The session check of every request and socket handshake (docs/accounts.md, "The session cache"): the user's token
 * version, role, ban and deletion, the session record and, for staff, whether two-factor sign-in is on. A check is
 * kept for AUTH_CACHE_TTL_SECONDS and used only while the user's stamp is the one it was made under; every change to
 * what it holds gives the user a new stamp (`invalidateSessionChecks`), on every node.
 */
export class SessionCache {
  private readonly entries: LRUCache<string, Entry> | null;
  private readonly versions: AuthVersions;

  constructor(private readonly ctx: AppContext) {
    const ttlMs = ctx.config.AUTH_CACHE_TTL_SECONDS * 1000;
    this.entries = ttlMs > 0 ? new LRUCache<string, Entry>({ max: MAX_ENTRIES, ttl: ttlMs }) : null;
    this.versions = authVersions(ctx);
  }

  /**
   * The signed-in user of verified `claims`, or throws 401 INVALID_TOKEN (user gone or deleted, token version changed,
   * session revoked or gone) or 403 ACCOUNT_BANNED. Marks the session as seen (at most once a minute).
   */
  async resolve(claims: SessionClaims): Promise<SignedIn> {
    if (!isValidObjectId(claims.sub) || !isValidObjectId(claims.sid)) throw errors.invalidToken();
    if (!this.entries) return this.accept(await this.load(claims, null), claims);
    const key = `${claims.sub}:${claims.sid}`;
    let stamp: string | null;
    try {
      stamp = await this.versions.read(claims.sub);
    } catch (err) {
      // No shared stamp to check a kept entry against: check the database, and keep nothing.
      this.ctx.logger.warn({ err }, 'session cache: the stamp could not be read; checking the database');
      return this.accept(await this.load(claims, null), claims);
    }
    let entry = this.entries.get(key);
    if (!entry || entry.stamp !== stamp) {
      entry = await this.load(claims, stamp);
      // Kept only if no change came while it was read (a change then leaves a new stamp).
      if ((await this.versions.read(claims.sub)) === stamp) this.entries.set(key, entry);
    }
    return this.accept(entry, claims);
  }

  private accept(entry: Entry, claims: SessionClaims): SignedIn {
    if (entry.tokenVersion !== claims.ver) throw errors.invalidToken();
    const now = this.ctx.clock.now().getTime();
    if (now - entry.lastSeenAt >= TOUCH_EVERY_MS) {
      entry.lastSeenAt = now;
      touchSession(this.ctx, claims.sid);
    }
    const { userId, id, sessionId, role, tokenVersion, twoFactorSetupRequired } = entry;
    return { userId, id, sessionId, role, tokenVersion, twoFactorSetupRequired };
  }

  /** Reads the check from the database; refusals are thrown, never kept. */
  private async load(claims: SessionClaims, stamp: string | null): Promise<Entry> {
    const userId = new Types.ObjectId(claims.sub);
    const [user, session] = await Promise.all([
      Users.findById(userId, { tokenVersion: 1, role: 1, banned: 1, deletedAt: 1 }).lean(),
      SessionModel.findOne({ _id: new Types.ObjectId(claims.sid), userId, revokedAt: null }, { lastSeenAt: 1 }).lean(),
    ]);
    if (!user || user.deletedAt) throw errors.invalidToken();
    if (user.banned) throw errors.accountBanned();
    if (!session) throw errors.invalidToken();
    return {
      userId,
      id: claims.sub,
      sessionId: claims.sid,
      role: user.role,
      twoFactorSetupRequired: await staffTwoFactorMissing(this.ctx, { _id: userId, role: user.role }),
      tokenVersion: user.tokenVersion,
      stamp,
      lastSeenAt: session.lastSeenAt.getTime(),
    };
  }
}

const caches = new WeakMap<AppContext, SessionCache>();

/** The server's session cache (several servers may share a process in tests). */
export function sessionCache(ctx: AppContext): SessionCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new SessionCache(ctx);
    caches.set(ctx, cache);
  }
  return cache;
}
