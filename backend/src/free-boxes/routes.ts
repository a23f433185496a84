import { Router } from 'express';
import { freeBoxClaimBodySchema } from '@nova/protocol';
import { currentUser, requireUser } from '../auth/middleware';
import { writeLimit } from '../auth/playerLimits';
import type { AppContext } from '../context';
import { parse } from '../core/validate';
import { presentClaim, presentLevel } from './presenter';
import { claimFreeBox, listLevels } from './service';

/** The free-box levels (public) and the signed-in player's claim. */
export function freeBoxRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/free-boxes/levels', async (_req, res) => {
    res.json((await listLevels()).map(presentLevel));
  });
  router.post('/free-boxes/claim', requireUser, writeLimit(ctx, 'play'), async (req, res) => {
    const { level } = parse(freeBoxClaimBodySchema, req.body ?? {});
    res.json(presentClaim(await claimFreeBox(ctx, currentUser(req)._id, level), ctx.config.RESALE_RATE));
  });
  return router;
}
