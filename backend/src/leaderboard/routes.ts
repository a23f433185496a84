import { Router } from 'express';
import { leaderboardHistoryQuerySchema } from '@nova/protocol';
import type { AppContext } from '../context';
import { parse } from '../core/validate';
import { leaderboardAdminRoutes } from './adminRoutes';
import { LeaderboardPayoutModel, type LeaderboardPayout } from './model';
import { presentPayout } from './payout';
import { currentLeaderboard } from './service';

/** The current competition (public), the last paid ones, and the admins' settings and payout history. */
export function leaderboardRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/leaderboard/current', async (_req, res) => {
    res.json(await currentLeaderboard(ctx));
  });
  router.get('/leaderboard/history', async (req, res) => {
    const { limit } = parse(leaderboardHistoryQuerySchema, req.query);
    const payouts = await LeaderboardPayoutModel.find({}).sort({ _id: -1 }).limit(limit).lean<LeaderboardPayout[]>();
    res.json({ entries: payouts.map(presentPayout) });
  });
  router.use(leaderboardAdminRoutes(ctx));
  return router;
}
