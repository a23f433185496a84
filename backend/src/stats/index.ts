import { Router } from 'express';
import type { DomainModule } from '../context';
import { statsStreams } from './streams';
import { statsFor } from './service';

/**
 * `GET /api/stats`: public site figures for the home page (boxes opened, prizes won, players, biggest win), and
 * `stats:updated` to the `stats` room when they change.
 */
export const statsModule: DomainModule = {
  name: 'stats',
  routes(ctx) {
    const router = Router();
    router.get('/stats', async (_req, res) => {
      res.set('Cache-Control', 'no-cache');
      res.json(await statsFor(ctx).get());
    });
    return router;
  },
  streams: statsStreams,
};
