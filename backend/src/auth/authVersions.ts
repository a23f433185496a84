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

const key = (userId: string) => `nova:auth:stamp:${userId}`;

/**
 * Stamps shared by every node through Redis (REDIS_URL), together with this node's own: this node sees its own
 * changes synchronously, the others as soon as Redis holds the new stamp. `bump` resolves once Redis has it, so an
 * answer sent after it is followed by no request, on any node, that passes under the old stamp.
 */
export class SharedVersions implements AuthVersions {
  constructor(
    private readonly local: LocalVersions,
    private readonly redis: RedisClient,
    private readonly lifetimeMs: number,
    private readonly logger: Logger,
  ) {}

  async read(userId: string): Promise<string | null> {
    const shared = await this.redis.get(key(userId));
    return `${this.local.read(userId) ?? ''}|${shared ?? ''}`;
  }

  async bump(userId: string): Promise<void> {
    this.local.bumpNow(userId);
    try {
      await this.redis.set(key(userId), randomUUID(), { expiration: { type: 'PX', value: this.lifetimeMs } });
    } catch (err) {
      // Other nodes keep their checks until these expire (AUTH_CACHE_TTL_SECONDS); this one dropped its own already.
      this.logger.error({ err, userId }, 'session cache: the change could not be shared through Redis');
    }
  }
}

const sources = new WeakMap<AppContext, AuthVersions>();

/** The server's stamps (several servers may share a process in tests): shared through Redis when REDIS_URL is set. */
export function authVersions(ctx: AppContext): AuthVersions {
  let source = sources.get(ctx);
  if (!source) {
    // A stamp outlives every check kept before it was set (AUTH_CACHE_TTL_SECONDS).
    const lifetimeMs = 2 * ctx.config.AUTH_CACHE_TTL_SECONDS * 1000 + 60_000;
    const local = new LocalVersions(lifetimeMs);
    source = ctx.redis ? new SharedVersions(local, ctx.redis, lifetimeMs, ctx.logger) : local;
    sources.set(ctx, source);
  }
  return source;
}

/**
 * Ends every kept session check of the user (`sessionCache.ts`), on every node: at once on this one, and on the others
 * once Redis holds the user's new stamp, before this resolves. Call it after the change is stored and before answering
 * for it.
 */
export function invalidateSessionChecks(ctx: AppContext, userId: string): Promise<void> {
  return authVersions(ctx).bump(userId);
}
