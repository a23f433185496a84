import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type Request } from 'express';
import { ErrorCode } from '@nova/protocol';
import { AppError, errors } from '../core/errors';
import type { NovaMetrics } from './registry';

/** Where Prometheus scrapes, outside /api (the API's own answers are JSON). */
export const METRICS_PATH = '/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * True when the request bears `Authorization: Bearer <token>`. Both sides are hashed first, so the comparison is over
 * equal lengths and takes the same time whatever the presented token is (`timingSafeEqual`).
 */
function bearsToken(req: Request, expected: Buffer): boolean | null {
  const header = req.get('authorization');
  if (!header) return null;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  return match !== null && timingSafeEqual(digest(match[1]!), expected);
}

/**
 * `GET /metrics`: the Prometheus text of this process (metrics: null when METRICS_TOKEN is unset, then 404 like any
 * unknown path, so the front end's fallback never answers it). 401 AUTH_REQUIRED without a token, 401 INVALID_TOKEN
 * with another one; both say `WWW-Authenticate: Bearer`.
 */
export function metricsRoute(metrics: NovaMetrics | null, token: string | undefined): Router {
  const router = Router();
  const expected = token === undefined ? null : digest(token);
  router.get(METRICS_PATH, async (req, res) => {
    if (!metrics || !expected) throw new AppError(ErrorCode.ROUTE_NOT_FOUND, `No route for GET ${METRICS_PATH}`);
    const bearing = bearsToken(req, expected);
    if (bearing !== true) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      throw bearing === null ? errors.authRequired() : new AppError(ErrorCode.INVALID_TOKEN, 'The metrics token is not right.');
    }
    const text = await metrics.text();
    res.setHeader('Cache-Control', 'no-store');
    res.type(metrics.contentType).send(text);
  });
  return router;
}
