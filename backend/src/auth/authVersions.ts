import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../context';
import type { Logger } from '../core/logger';
import type { RedisClient } from '../realtime/redis';

/**
 * A stamp per user that changes whenever something the session check depends on changes (docs/accounts.md, "The
 * session cache"): a cached check is used only while the stamp it was made under is still the user's stamp. A stamp
 * that is gone (never set, or expired) reads as null; a new stamp is never one seen before, so an expired stamp that
 * comes back cannot match an old check. Stamps live `lifetimeMs`, longer than any cached check, so a check made
 * under "no stamp" cannot outlive the stamp of a later change.
 */
export interface AuthVersions {
  /** The user's stamp now (a promise when it is shared between nodes). */
  read(userId: string): string | null | Promise<string | null>;
  /** Gives the user a new stamp; resolves once every node reads it. */
  bump(userId: string): Promise<void>;
}

/** One node's stamps, in memory: read and changed synchronously, so a change is seen by this node's next request. */
export class LocalVersions implements AuthVersions {
  private readonly stamps: LRUCache<string, string>;
  private next = 0;

  constructor(lifetimeMs: number) {
    this.stamps = new LRUCache<string, string>({ ttl: lifetimeMs, ttlAutopurge: true });
  }

  read(userId: string): string | null {
    return this.stamps.get(userId) ?? null;
  }

  bumpNow(userId: string): void {
    this.next += 1;
    this.stamps.set(userId, `l${this.next}`);
  }

  bump(userId: string): Promise<void> {
    this.bumpNow(userId);
    return Promise.resolve();
  }
}

/** Where nodes share stamps: Redis (REDIS_URL), or the primary process of `npm start`'s workers (cluster/). */
export interface StampStore {
  get(userId: string): Promise<string | null>;
  /** Sets the user's stamp for `lifetimeMs`; resolves once every node reads it. */
  set(userId: string, stamp: string, lifetimeMs: number): Promise<void>;
}

const key = (userId: string) => `nova:auth:stamp:${userId}`;

/** Stamps in Redis, one key per user. */
export function redisStamps(redis: RedisClient): StampStore {
  return {
    get: (userId) => redis.get(key(userId)),
    set: async (userId, stamp, lifetimeMs) => void (await redis.set(key(userId), stamp, { expiration: { type: 'PX', value: lifetimeMs } })),
  };
}

/**
 * Stamps shared by every node (through Redis, or the workers' primary), together with this node's own: this node sees
 * its own changes synchronously, the others as soon as the store holds the new stamp. `bump` resolves once the store
 * has it, so an answer sent after it is followed by no request, on any node, that passes under the old stamp.
 */
export class SharedVersions implements AuthVersions {
  constructor(
    private readonly local: LocalVersions,
    private readonly store: StampStore,
    private readonly lifetimeMs: number,
    private readonly logger: Logger,
  ) {}

  async read(userId: string): Promise<string | null> {
    const shared = await this.store.get(userId);
    return `${this.local.read(userId) ?? ''}|${shared ?? ''}`;
  }

  async bump(userId: string): Promise<void> {
    this.local.bumpNow(userId);
    try {
      await this.store.set(userId, randomUUID(), this.lifetimeMs);
    } catch (err) {
      // Other nodes keep their checks until these expire (AUTH_CACHE_TTL_SECONDS); this one dropped its own already.
      this.logger.error({ err, userId }, 'session cache: the change could not be shared with the other nodes');
    }
  }
}

const sources = new WeakMap<AppContext, AuthVersions>();

/**
 * The server's stamps (several servers may share a process in tests): shared through Redis when REDIS_URL is set, else
 * through the primary when this is one of `npm start`'s workers.
 */
export function authVersions(ctx: AppContext): AuthVersions {
  let source = sources.get(ctx);
  if (!source) {
    // A stamp outlives every check kept before it was set (AUTH_CACHE_TTL_SECONDS).
    const lifetimeMs = 2 * ctx.config.AUTH_CACHE_TTL_SECONDS * 1000 + 60_000;
    const local = new LocalVersions(lifetimeMs);
    const store = ctx.redis ? redisStamps(ctx.redis) : (ctx.primary?.stamps ?? null);
    source = store ? new SharedVersions(local, store, lifetimeMs, ctx.logger) : local;
    sources.set(ctx, source);
  }
  return source;
}

/**
 * Ends every kept session check of the user (`sessionCache.ts`), on every node: at once on this one, and on the others
 * once Redis (or the workers' primary) holds the user's new stamp, before this resolves. Call it after the change is stored and before answering
 * for it.
 */
export function invalidateSessionChecks(ctx: AppContext, userId: string): Promise<void> {
  return authVersions(ctx).bump(userId);
}
