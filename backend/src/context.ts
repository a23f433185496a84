import type { Router } from 'express';
import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, DatabaseEngine, InterServerEvents, ServerToClientEvents, SocketData } from '@nova/protocol';
import type { Config } from './config';
import type { Clock } from './core/clock';
import type { DomainEventBus } from './core/events';
import type { Logger } from './core/logger';
import type { TokenService } from './auth/tokens';
import type { PrimaryLink } from './cluster/primaryLink';
import type { RedisClient } from './realtime/redis';
import type { LiveStream } from './realtime/stream';
import type { StaffLines } from './staff/lines';

export type NovaIo = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type NovaSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

// The clock lives in core (the outbox below the context uses it); domains keep taking it from here.
export { offsetClock, systemClock, type Clock } from './core/clock';

/** What every domain receives: settings, logging, the event bus, tokens and the clock. Never `io`. */
export interface AppContext {
  config: Config;
  logger: Logger;
  bus: DomainEventBus;
  tokens: TokenService;
  clock: Clock;
  database: { engine: DatabaseEngine };
  startedAt: Date;
  /**
   * The shop's public base URL without a trailing slash (OAuth redirect URIs). PUBLIC_URL, else this
   * server's own address once it listens (see `resolvePublicUrl`).
   */
  publicUrl: string;
  /** Directory for runtime files (uploads); null when memory-only. */
  dataDir: string | null;
  /** Shared Redis when REDIS_URL is set (adapter, rate limits, locks); null on a single node. */
  redis: RedisClient | null;
  /**
   * A worker's link to its primary process when `npm start` runs several (WORKERS > 1): the sequences, presence
   * counts and Socket.IO messages its workers share without Redis. Null or absent in a single process.
   */
  primary?: PrimaryLink | null;
}

/**
 * A domain plugs into the server through this shape, listed once in `modules.ts`.
 * Routes are mounted under /api; the live streams it declares are sent by the dispatcher; socket handlers run per
 * connection.
 */
export interface DomainModule {
  name: string;
  routes?(ctx: AppContext): Router;
  /**
   * Routes that need only who is asking (`signedIn(req)`: user id, session, role, from the session cache): mounted
   * under /api after the session check and before the user's document is read, so they skip that read. `req.user` and
   * `currentUser` are not available there.
   */
  sessionRoutes?(ctx: AppContext): Router;
  /**
   * Routes that must read the exact request bytes (signed webhooks): mounted under /api before the JSON parser and
   * session authentication; they parse their own bodies.
   */
  rawRoutes?(ctx: AppContext): Router;
  /** The live streams this domain declares (`realtime/stream.ts`): the dispatcher turns them into room emits. */
  streams?: readonly LiveStream[];
  /** The lines this domain's events put in the staff operations feed (`staff/lines.ts`). */
  staffLines?: StaffLines;
  /**
   * Work on the socket server other than declared streams (socket control, producers that feed a stream's outlet);
   * `modules`: every module of the server (the staff feed reads their `staffLines`).
   */
  broadcasters?(ctx: AppContext, io: NovaIo, modules: readonly DomainModule[]): void;
  socket?(ctx: AppContext, socket: NovaSocket, io: NovaIo): void;
  /** Server-rendered pages outside /api (e.g. the no-JavaScript admin login), mounted before the front end. */
  pages?(ctx: AppContext): Router;
  /** Runs after the database is connected; may return a stop function (timers, watchers). */
  start?(ctx: AppContext): Promise<void | (() => Promise<void>)>;
}
