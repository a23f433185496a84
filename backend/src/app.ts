import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { authenticate, loadUser } from './auth/middleware';
import type { AppContext, DomainModule } from './context';
import { apiNotFound, errorHandler } from './core/httpErrors';
import { httpMetrics } from './metrics';
import { CATALOG_ASSETS_DIR, CATALOG_MEDIA_PREFIX } from './seed/assets';
import { ASSETS_PREFIX, frontEndRouter } from './staticAssets';

export interface AppOptions {
  /** The built front end (frontend/dist); served with an SPA fallback when it exists. */
  staticDir?: string | null;
}

/**
 * Builds the Express app: security headers, JSON parsing, every domain's routes under /api, media, domain pages
 * (server-rendered, outside /api), front end.
 */
export function createApp(ctx: AppContext, modules: readonly DomainModule[], options: AppOptions = {}): Express {
  const app = express();
  const timed = httpMetrics(ctx);
  if (timed) app.use(timed);
  app.disable('x-powered-by');
  app.set('trust proxy', ctx.config.TRUST_PROXY);
  app.use(securityHeaders());
  // Text answers (the front end's scripts and styles, JSON, pages) go out gzip- or brotli-compressed when the client
  // accepts it: the built JavaScript shrinks to about a third.
  app.use(compression());

  const api = express.Router();
  for (const mod of modules) {
    const router = mod.rawRoutes?.(ctx);
    if (router) api.use(router);
  }
  api.use(express.json({ limit: ctx.config.BODY_LIMIT_BYTES }));
  api.use(authenticate(ctx));
  for (const mod of modules) {
    const router = mod.sessionRoutes?.(ctx);
    if (router) api.use(router);
  }
  api.use(loadUser());
  for (const mod of modules) {
    const router = mod.routes?.(ctx);
    if (router) api.use(router);
  }
  api.use(apiNotFound);
  app.use('/api', api);

  app.use(CATALOG_MEDIA_PREFIX, express.static(CATALOG_ASSETS_DIR, { maxAge: '7d', fallthrough: false }));

  for (const mod of modules) {
    const pages = mod.pages?.(ctx);
    if (pages) app.use(pages);
  }

  const staticDir = options.staticDir;
  if (staticDir && existsSync(join(staticDir, 'index.html'))) {
    app.use(frontEndRouter(staticDir, { production: ctx.config.NODE_ENV === 'production' }));
  }
  app.use(
    errorHandler(ctx.logger, (err, method, path) =>
      ctx.bus.emit('app.failed', {
        where: 'http',
        code: 'INTERNAL',
        detail: `${method} ${path}: ${err instanceof Error ? err.name : 'error'}`,
        at: ctx.clock.now(),
      }),
    ),
  );
  return app;
}

/**
 * Helmet's full set for pages, API answers and media; for the built front end's hashed files (scripts, styles, texts)
 * only what applies to them: `nosniff`, same-origin resource policy, and a same-origin policy for the simulator's
 * worker (a worker runs under its own script's policy). The rest (frame, opener, referrer, HSTS, the old X- headers)
 * concern documents, and on an HTTP/1.1 connection they cost about 0.8 KB on each of the 20-odd files of a first page
 * (docs/performance.md, "What loads when").
 */
function securityHeaders(): express.RequestHandler {
  const documents = helmet({ contentSecurityPolicy: { directives: contentSecurityPolicy }, crossOriginEmbedderPolicy: false });
  const assets = express
    .Router()
    .use(
      helmet.xContentTypeOptions(),
      helmet.crossOriginResourcePolicy(),
      helmet.contentSecurityPolicy({ useDefaults: false, directives: { defaultSrc: ["'self'"] } }),
    );
  return (req, res, next) => (req.path.startsWith(`${ASSETS_PREFIX}/`) ? assets : documents)(req, res, next);
}

/** Same-origin by default; Stripe Elements is the one third party the pages load. */
const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", 'https://js.stripe.com'],
  frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ["'self'", 'https://api.stripe.com'],
  imgSrc: ["'self'", 'data:', 'blob:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};
