import type { RequestHandler } from 'express';
import mongoose from 'mongoose';
import type { AppContext, DomainModule } from '../context';
import { timeCommands, watchOutbox } from './database';
import { countDomainEvents } from './domain';
import { metricsRoute } from './endpoint';
import { httpMetrics as timeRequests } from './http';
import { NovaMetrics, processMetrics } from './registry';
import { SocketMetrics } from './sockets';

interface ServerMetrics {
  metrics: NovaMetrics;
  sockets: SocketMetrics;
}

const servers = new WeakMap<AppContext, ServerMetrics>();

/** This server's metrics, created on first use; null when METRICS_TOKEN is unset (nothing is measured). */
function metricsOf(ctx: AppContext): ServerMetrics | null {
  if (ctx.config.METRICS_TOKEN === undefined) return null;
  let found = servers.get(ctx);
  if (!found) {
    const metrics = new NovaMetrics();
    found = { metrics, sockets: new SocketMetrics(metrics) };
    watchOutbox(metrics, ctx.clock);
    // A worker of `npm start`'s primary answers a scrape with every worker's metrics, gathered by the primary.
    if (ctx.primary) metrics.gathered = ctx.primary.shareMetrics([processMetrics(), metrics.registry]);
    servers.set(ctx, found);
  }
  return found;
}

/**
 * The app's first middleware when metrics are on: times every request by method, route pattern and status. Null when
 * they are off (the app adds nothing).
 */
export function httpMetrics(ctx: AppContext): RequestHandler | null {
  const found = metricsOf(ctx);
  return found ? timeRequests(found.metrics) : null;
}

/**
 * Prometheus metrics (docs/metrics.md), on when METRICS_TOKEN is set: `GET /metrics` for bearers of the token; HTTP
 * requests (the app's first middleware, `httpMetrics`), sockets and their events, domain events from the bus,
 * database commands from the driver's command monitoring, and the outbox read when scraped.
 */
export const metricsModule: DomainModule = {
  name: 'metrics',
  pages(ctx) {
    return metricsRoute(metricsOf(ctx)?.metrics ?? null, ctx.config.METRICS_TOKEN);
  },
  broadcasters(ctx, io) {
    metricsOf(ctx)?.sockets.watch(io);
  },
  socket(ctx, socket) {
    metricsOf(ctx)?.sockets.attach(socket);
  },
  async start(ctx) {
    const found = metricsOf(ctx);
    if (!found) return;
    const stopEvents = countDomainEvents(ctx.bus, found.metrics);
    const stopCommands = timeCommands(mongoose.connection.getClient(), found.metrics);
    return async () => {
      stopEvents();
      stopCommands();
    };
  },
};
