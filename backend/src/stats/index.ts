import { Router } from 'express';
import type { DomainModule } from '../context';
import { createStatsService } from './service';

/** `GET /api/stats`: public site figures for the home page (boxes opened, prizes won, players, biggest win). */
export const statsModule: DomainModule = {
  name: 'stats',
  routes(ctx) {
    const stats = createStatsService(ctx.clock);
    const router = Router();
    router.get('/stats', async (_req, res) => {
      res.set('Cache-Control', 'public, max-age=30');
      res.json(await stats.get());
    });
    return router;
  },
};
