import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Router } from 'express';
import mongoose from 'mongoose';
import type { HealthDto } from '@nova/protocol';
import type { AppContext, DomainModule } from '../context';
import { readiness } from './readiness';

const version = (JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;

/**
 * `GET /api/health`: version, uptime and the database engine, for operators. Probes: `GET /livez` (the process
 * answers: 200 while the event loop turns) and `GET /readyz` (200 when this node should get traffic, 503 otherwise).
 */
export const healthModule: DomainModule = {
  name: 'health',
  routes(ctx: AppContext) {
    const router = Router();
    router.get('/health', (_req, res) => {
      const body: HealthDto = {
        status: 'ok',
        version,
        uptimeSeconds: Math.floor((Date.now() - ctx.startedAt.getTime()) / 1000),
        database: { engine: ctx.database.engine, state: mongoose.connection.readyState === 1 ? 'connected' : 'disconnected' },
      };
      res.json(body);
    });
    return router;
  },
  pages(ctx: AppContext) {
    const router = Router();
    router.get('/livez', (_req, res) => {
      res.set('cache-control', 'no-store').json({ status: 'ok' });
    });
    router.get('/readyz', async (_req, res) => {
      const body = await readiness(ctx);
      res.set('cache-control', 'no-store').status(body.ready ? 200 : 503).json(body);
    });
    return router;
  },
};
