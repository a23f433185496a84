import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Express } from 'express';
import mongoose from 'mongoose';
import type { DatabaseEngine } from '@nova/protocol';
import { createApp } from './app';
import { resolveJwtSecret } from './auth/secret';
import { TokenService } from './auth/tokens';
import { resolvePublicUrl, type Config } from './config';
import { offsetClock, type AppContext, type Clock, type DomainModule, type NovaIo } from './context';
import { DomainEventBus } from './core/events';
import type { Logger } from './core/logger';
import { Outbox } from './core/outbox';
import { OutboxRelay } from './core/outboxRelay';
import { connectMongoose, disconnectMongoose, startDatabaseEngine } from './db/engine';
import { modules as allModules } from './modules';
import { createIo } from './realtime/io';
import { connectRedis } from './realtime/redis';
import { seedDatabase } from './seed';

export interface NovaServerOptions {
  config: Config;
  logger: Logger;
  /** Use this database instead of selecting an engine (tests, tools). */
  database?: { uri: string; dbName: string; engine: DatabaseEngine };
  clock?: Clock;
  /** The built front end to serve; null serves the API only. */
  staticDir?: string | null;
  modules?: readonly DomainModule[];
  /** Test only (the outbox kill test's doomed node): store events in the outbox but never publish them. */
  testOnlyHoldOutbox?: boolean;
}

export interface NovaServer {
  url: string;
  port: number;
  ctx: AppContext;
  app: Express;
  io: NovaIo;
  http: HttpServer;
  /** This node's outbox relay (null while the outbox is held, a test-only mode). */
  relay: OutboxRelay | null;
  /** Stops accepting, drains sockets, stops timers and closes the database, within a few seconds. */
  stop(): Promise<void>;
}

/** How long connections may drain before they are cut on shutdown. */
const DRAIN_MS = 3000;

/** Starts the whole shop: database, seed data, Express, Socket.IO and every domain's timers. */
export async function startNovaServer(options: NovaServerOptions): Promise<NovaServer> {
  const { config, logger } = options;
  const modules = options.modules ?? allModules;
  const dataDir = config.DATA_DIR ? resolve(config.DATA_DIR) : null;

  const engine = options.database
    ? { engine: options.database.engine, uri: options.database.uri, stop: async () => {} }
    : await startDatabaseEngine({ mode: config.DB_ENGINE, mongodbUri: config.MONGODB_URI, dataDir: dataDir ?? undefined, logger });
  await connectMongoose(engine.uri, options.database?.dbName ?? config.DB_NAME, { monitorCommands: config.METRICS_TOKEN !== undefined });
  await Promise.all(mongoose.modelNames().map((name) => mongoose.model(name).init()));

  const ctx: AppContext = {
    config,
    logger,
    bus: new DomainEventBus(logger),
    tokens: new TokenService(resolveJwtSecret(config.JWT_SECRET, dataDir, logger), config.JWT_TTL_SECONDS),
    clock: options.clock ?? offsetClock(config.CLOCK_OFFSET_MS),
    database: { engine: engine.engine },
    startedAt: new Date(),
    publicUrl: resolvePublicUrl(config, config.PORT),
    dataDir,
    redis: config.REDIS_URL ? await connectRedis(config.REDIS_URL, logger) : null,
  };
  const outbox = new Outbox(ctx.clock);
  outbox.testOnlyHold = options.testOnlyHoldOutbox === true;
  ctx.bus.outbox = outbox;
  await seedDatabase(ctx);

  const stoppers: (() => Promise<void>)[] = [];
  for (const mod of modules) {
    const stop = await mod.start?.(ctx);
    if (stop) stoppers.push(stop);
  }

  const app = createApp(ctx, modules, { staticDir: options.staticDir ?? null });
  const http = createServer(app);
  const io = createIo(http, ctx, modules);
  // After the broadcasters listen: events a dead node committed but never published go out from here.
  const relay = options.testOnlyHoldOutbox ? null : new OutboxRelay(ctx.bus, outbox, logger);
  relay?.start();
  await new Promise<void>((done, fail) => {
    http.once('error', fail);
    http.listen(config.PORT, config.HOST, () => done());
  });
  const port = (http.address() as AddressInfo).port;
  ctx.publicUrl = resolvePublicUrl(config, port);
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      const closed = new Promise<void>((done) => http.close(() => done()));
      io.disconnectSockets(true);
      http.closeIdleConnections();
      const cut = setTimeout(() => http.closeAllConnections(), DRAIN_MS);
      await io.close().catch(() => {});
      await closed;
      clearTimeout(cut);
      await relay?.stop();
      await outbox.flushMarks().catch((err: unknown) => logger.error({ err }, 'outbox: marking done failed'));
      for (const s of stoppers.reverse()) await s().catch((err: unknown) => logger.error({ err }, 'stopping a module failed'));
      await disconnectMongoose();
      await engine.stop();
      if (ctx.redis) await ctx.redis.close().catch(() => {});
    })();
    return stopping;
  };

  return { url: `http://${host}:${port}`, port, ctx, app, io, http, relay, stop };
}
