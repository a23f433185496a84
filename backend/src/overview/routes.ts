import { Router } from 'express';
import { overviewQuerySchema } from '@nova/protocol';
import { requireAdmin } from '../auth/middleware';
import type { AppContext } from '../context';
import { parse } from '../core/validate';
import { overview } from './service';

/** `GET /api/admin/overview?period=`: the shop's figures (admins only: they are money figures). */
export function overviewRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/admin/overview', requireAdmin, async (req, res) => {
    const { period } = parse(overviewQuerySchema, req.query);
    res.json(await overview(ctx, period));
  });
  return router;
}
