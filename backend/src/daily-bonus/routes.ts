import { Router } from 'express';
import type { DailyBonusClaimDto } from '@nova/protocol';
import { currentUser, requireUser } from '../auth/middleware';
import { writeLimit } from '../auth/playerLimits';
import type { AppContext } from '../context';
import { presentDailyBonus } from './presenter';
import { claimDailyBonus, dailyBonusStatus } from './service';

/** The signed-in player's daily bonus: whether it can be claimed, and the claim. */
export function dailyBonusRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/daily-bonus', requireUser, async (req, res) => {
    res.json(presentDailyBonus(await dailyBonusStatus(ctx, currentUser(req)._id)));
  });
  router.post('/daily-bonus/claim', requireUser, writeLimit(ctx, 'play'), async (req, res) => {
    const { state, ...claimed } = await claimDailyBonus(ctx, currentUser(req)._id);
    const result: DailyBonusClaimDto = { ...claimed, status: presentDailyBonus(state) };
    res.json(result);
  });
  return router;
}
