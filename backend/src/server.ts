import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { ErrorCode, type ApiErrorBody, type DatabaseEngine } from '@nova/protocol';
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
import { lifecycleOf } from './health/readiness';
import { modules as allModules } from './modules';
import { releaseSocketsGradually } from './realtime/drain';
import { createIo } from './realtime/io';
import { connectRedis } from './realtime/redis';
import { setSequenceSource } from './realtime/sequence';
import { seedDatabase } from './seed';
import type { PrimaryLink } from './cluster/primaryLink';

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
  /**
   * A worker of `npm start`'s primary (WORKERS > 1): the primary listens on `port` and hands connections over, and
   * shares sequences, presence and rate limits with every worker through `primary` (cluster/); every answer names
   * the worker `id` in `X-Nova-Worker`.
   */
  worker?: { id: number; port: number; primary: PrimaryLink };
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
  /**
   * The graceful stop: /readyz answers 503 and new requests and sockets are refused at once, sockets are let go over
   * DRAIN_SECONDS, in-flight requests finish (cut a few seconds past that window), then the outbox relay, timers and
   * database.
   */
  stop(): Promise<void>;
}

/** How long past the drain's window in-flight requests may take to finish, before connections are cut. */
const REQUESTS_GRACE_MS = 3000;
/** Paths answered while draining: the probes, so a load balancer sees the node go unready. */
const PROBES = new Set(['/livez', '/readyz']);

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
    primary: options.worker?.primary ?? null,
  };
  // Workers without Redis draw their sequence numbers from the primary, so every worker's facts order as one node's.
  if (ctx.primary && !ctx.redis) setSequenceSource(ctx, ctx.primary.sequences);
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
  const lifecycle = lifecycleOf(ctx);
  const requests = trackRequests(app, lifecycle, options.worker?.id ?? null);
  const http = createServer(requests.handle);
  const io = createIo(http, ctx, modules);
  // After the broadcasters listen: events a dead node committed but never published go out from here.
  const relay = options.testOnlyHoldOutbox ? null : new OutboxRelay(ctx.bus, outbox, logger);
  relay?.start();
  lifecycle.relayRunning = () => relay?.started ?? false;
  let port: number;
  if (options.worker) {
    ctx.primary?.acceptConnections(io);
    port = options.worker.port;
  } else {
    await new Promise<void>((done, fail) => {
      http.once('error', fail);
      http.listen(config.PORT, config.HOST, () => done());
    });
    port = (http.address() as AddressInfo).port;
  }
  ctx.publicUrl = resolvePublicUrl(config, port);
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      lifecycle.draining = true;
      // In-flight requests may run through the whole window the sockets are let go over, and a little past it.
      const requestsDeadline = Date.now() + config.DRAIN_SECONDS * 1000 + REQUESTS_GRACE_MS;
      io.engine.opts.allowRequest = (_req, refuse) => refuse('this node is shutting down', false);
      // Still listening while the sockets go: probes and stray requests get their 503 instead of a refused connection.
      const released = await releaseSocketsGradually(io, config.DRAIN_SECONDS * 1000);
      logger.info({ sockets: released }, 'drain: sockets let go; finishing in-flight requests');
      const closed = http.listening ? new Promise<void>((done) => http.close(() => done())) : Promise.resolve();
      http.closeIdleConnections();
      await requests.settled(requestsDeadline - Date.now());
      await io.close().catch(() => {});
      http.closeAllConnections();
      await closed;
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

/**
 * Counts the requests in flight, and while draining answers every new one but the probes with 503 SERVICE_UNAVAILABLE
 * (Retry-After: 1) and closes the connection, so a load balancer retries elsewhere. A worker names itself in
 * `X-Nova-Worker` on every answer (which of a machine's processes served it, for operators and the cluster tests).
 */
function trackRequests(app: Express, lifecycle: { draining: boolean }, worker: number | null) {
  let inFlight = 0;
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (worker !== null) res.setHeader('x-nova-worker', String(worker));
    if (lifecycle.draining) {
      res.setHeader('connection', 'close');
      if (!PROBES.has((req.url ?? '').split('?')[0] ?? '')) {
        const body: ApiErrorBody = { code: ErrorCode.SERVICE_UNAVAILABLE, message: 'This server is restarting. Please try again.' };
        res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' }).end(JSON.stringify(body));
        return;
      }
    }
    inFlight++;
    res.once('close', () => inFlight--);
    app(req, res);
  };
  /** Resolves once no request is in flight, or after `graceMs`. */
  const settled = async (graceMs: number) => {
    const end = Date.now() + graceMs;
    while (inFlight > 0 && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
  };
  return { handle, settled };
}
