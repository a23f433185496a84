import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Router } from 'express';
import mongoose from 'mongoose';
import type { HealthDto } from '@nova/protocol';
import type { AppContext, DomainModule } from '../context';

const version = (JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;

/** `GET /api/health`: version, uptime and the database engine, for operators and load balancers. */
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
};
