import type { Request, RequestHandler } from 'express';
import type { NovaMetrics } from './registry';

/** The route label of a request that no route answered with an error or nothing (unknown paths, refused before routing). */
export const UNMATCHED_ROUTE = 'unmatched';
/** The route label of a request a file server answered (the front end's files, catalog media): no route, status < 400. */
export const STATIC_ROUTE = 'static';
/** The one route whose durations are also the openings' (`nova_opening_duration_seconds{transport="rest"}`). */
export const OPENING_ROUTE = 'POST /api/boxes/:id/open';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Watches where Express's router records the matched route on `req` and keeps the pattern with the mount path it was
 * matched under (`/api` + `/boxes/:id/open`). The mount path must be read at that moment: a route that fails hands its
 * error back out of the routers, which restore `req.baseUrl` before the error handler answers.
 */
function watchRoute(req: Request): () => string | null {
  let route: unknown;
  let pattern: string | null = null;
  Object.defineProperty(req, 'route', {
    configurable: true,
    enumerable: true,
    get: () => route,
    set(value: { path?: unknown } | undefined) {
      route = value;
      pattern = value?.path === undefined ? null : `${req.baseUrl}${String(value.path)}`;
    },
  });
  return () => pattern;
}

/**
 * Times every request to its answer (`finish`) into `nova_http_request_duration_seconds`, labelled by method, route
 * PATTERN and status: a raw URL never becomes a label, so the label values are bounded by the app's routes. Opening
 * requests are also timed as openings.
 */
export function httpMetrics(metrics: NovaMetrics): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const pattern = watchRoute(req);
    res.once('finish', () => {
      const seconds = (performance.now() - started) / 1000;
      const method = METHODS.has(req.method) ? req.method : 'other';
      const route = pattern() ?? (res.statusCode < 400 ? STATIC_ROUTE : UNMATCHED_ROUTE);
      metrics.httpDuration.observe({ method, route, status: String(res.statusCode) }, seconds);
      if (`${method} ${route}` === OPENING_ROUTE) {
        metrics.openingDuration.observe({ transport: 'rest', outcome: res.statusCode < 400 ? 'ok' : 'error' }, seconds);
      }
    });
    next();
  };
}
