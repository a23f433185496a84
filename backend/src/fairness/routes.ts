import { Router } from 'express';
import { clientSeedBodySchema } from '@nova/protocol';
import { currentUser, requireUser } from '../auth/middleware';
import { writeLimit } from '../auth/playerLimits';
import type { AppContext } from '../context';
import { parse } from '../core/validate';
import { presentRotation, presentSeedState } from './presenter';
import { getSeedState, rotateSeed, setClientSeed } from './service';

/** The signed-in player's seeds: read the commitment, choose a client seed, rotate. */
export function fairnessRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/fairness', requireUser, async (req, res) => {
    const { state, previous } = await getSeedState(ctx, currentUser(req)._id);
    res.json(presentSeedState(state, previous));
  });
  router.put('/fairness/client-seed', requireUser, writeLimit(ctx, 'play'), async (req, res) => {
    const { clientSeed } = parse(clientSeedBodySchema, req.body ?? {});
    const { state, previous } = await setClientSeed(ctx, currentUser(req)._id, clientSeed);
    res.json(presentSeedState(state, previous));
  });
  router.post('/fairness/rotate', requireUser, writeLimit(ctx, 'play'), async (req, res) => {
    const { revealed, state } = await rotateSeed(ctx, currentUser(req)._id);
    res.json(presentRotation(revealed, state));
  });
  return router;
}
