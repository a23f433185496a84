import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGE_COOKIE, RTL_LANGUAGES, type LanguageCode } from '@nova/protocol';
import { readCookie } from './core/cookies';

/** One page's hints in the front end's `preload.json` (written by frontend/build/pagePreloads.ts). */
interface PagePreload {
  modules: string[];
  namespaces: string[];
}

interface PreloadMap {
  locales: string;
  routes: Record<string, PagePreload>;
  fallback: PagePreload;
}

const SAFE_PATH = /^\/[\w./-]+$/;

function readPreloadMap(staticDir: string): PreloadMap | null {
  const file = join(staticDir, 'preload.json');
  if (!existsSync(file)) return null;
  const map = JSON.parse(readFileSync(file, 'utf8')) as PreloadMap;
  return map && typeof map.locales === 'string' && map.routes && map.fallback ? map : null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route path of the map (`/battles/:id`) as a pattern for request paths; a `:name` segment matches any one segment. */
function routePattern(path: string): RegExp {
  const segments = path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)));
  return new RegExp(`^${segments.join('/')}/?$`);
}

/**
 * The preloads of the page `pathname` shows: its route's exactly, then a route with parameters that matches it
 * (`/battles/:id`), then the route of its first segment (the admin console's sections), else the shell's.
 */
function pageOf(map: PreloadMap, pathname: string): PagePreload {
  const exact = map.routes[pathname.replace(/(.)\/$/, '$1')];
  if (exact) return exact;
  const withParams = Object.entries(map.routes).find(([path]) => path.includes('/:') && routePattern(path).test(pathname));
  if (withParams) return withParams[1];
  const segment = pathname.split('/')[1] ?? '';
  return map.routes[`/${segment}`] ?? map.fallback;
}

/**
 * The `<link>` tags that let the browser fetch the page's texts and code alongside the entry instead of after it: a
 * fetch preload per namespace its first render needs in `lng` (the same URLs the app then requests, so it reuses
 * those responses), and a modulepreload for the page's chunk.
 */
export function preloadLinks(map: PreloadMap, pathname: string, lng: string): string {
  const page = pageOf(map, pathname);
  const modules = page.modules.filter((href) => SAFE_PATH.test(href)).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  const texts = page.namespaces
    .map((ns) => `${map.locales}/${lng}/${ns}.json`)
    .filter((href) => SAFE_PATH.test(href))
    .map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`);
  return [...texts, ...modules].join('');
}

/**
 * The language the app will start in, as far as the server can tell: the one the visitor chose in the app (its
 * cookie), else the first of Accept-Language the shop offers, else English.
 */
function pageLanguage(req: Request): LanguageCode {
  const chosen = readCookie(req.headers.cookie, LANGUAGE_COOKIE);
  if (chosen && (LANGUAGE_CODES as string[]).includes(chosen)) return chosen as LanguageCode;
  return (req.acceptsLanguages(LANGUAGE_CODES) || DEFAULT_LANGUAGE) as LanguageCode;
}

/** `<html lang dir>` for `lng`, so the document's language is right from its first byte. */
function withDocumentLanguage(html: string, lng: LanguageCode): string {
  const dir = RTL_LANGUAGES.includes(lng) ? 'rtl' : 'ltr';
  return html.replace(/<html lang="[^"]*" dir="[^"]*"/, `<html lang="${lng}" dir="${dir}"`);
}

/** Where the build's hashed files are served (`frontend/dist/assets`). */
export const ASSETS_PREFIX = '/assets';

function refuseSourceMaps(req: Request, res: Response, next: NextFunction): void {
  if (req.path.endsWith('.map')) res.status(404).end();
  else next();
}

/**
 * Serves the built front end: hashed assets (and the versioned locale files under them) cached for a year, in the
 * build's brotli copies where the browser accepts brotli, other files for an hour, and index.html for every other path
 * (the app routes in the browser), never cached. When the build wrote `preload.json`, index.html names the requested
 * page's chunk and texts in the visitor's language (the one chosen in the app, else Accept-Language, as the app
 * detects it) so they load in parallel with the entry.
 */
export function frontEndRouter(staticDir: string, options: { production: boolean }): Router {
  const router = express.Router();
  // Source maps help in development; a production shop does not hand out its sources.
  if (options.production) router.use(ASSETS_PREFIX, refuseSourceMaps);
  // The build's brotli copies (`.br`, made once at the highest quality) go to browsers that accept brotli; other
  // files and other browsers get what the compression middleware makes on the fly.
  // A hashed file never changes, so it needs no validators (ETag, Last-Modified) and is never asked for in ranges.
  router.use(
    ASSETS_PREFIX,
    expressStaticGzip(join(staticDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br'],
      index: false,
      serveStatic: { immutable: true, maxAge: '1y', fallthrough: false, etag: false, lastModified: false, acceptRanges: false },
    }),
  );
  router.use(express.static(staticDir, { index: false, maxAge: '1h' }));

  const html = readFileSync(join(staticDir, 'index.html'), 'utf8');
  const map = readPreloadMap(staticDir);
  router.get(/^\/(?!api\/|media\/|socket\.io\/).*/, (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html');
    if (!map || !html.includes('</head>')) {
      res.send(html);
      return;
    }
    const lng = pageLanguage(req);
    res.vary('Accept-Language');
    res.vary('Cookie');
    res.send(withDocumentLanguage(html, lng).replace('</head>', `${preloadLinks(map, req.path, lng)}</head>`));
  });
  return router;
}
