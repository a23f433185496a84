import { Router } from 'express';
import {
  adminUserParamsSchema,
  cursorQuerySchema,
  idParamsSchema,
  staffOpeningsQuerySchema,
  openBoxBodySchema,
  unboxingActionSchema,
} from '@nova/protocol';
import { currentUser, requireStaff, requireUser, signedIn } from '../auth/middleware';
import { writeLimit } from '../auth/playerLimits';
import type { AppContext } from '../context';
import { parse } from '../core/validate';
import { idempotencyKey } from '../ledger/routes';
import { requireVerifiedEmail } from '../users/emailVerification';
import { knownUser } from '../users/directory';
import { actOnUnboxing } from './actions';
import { presentActionResult, presentOpenResult } from './presenter';
import { history, proof, recentOpeningsForStaff, type BattleSeedLookup } from './queries';
import { openBox } from './service';
import { playerSummary } from './summary';

/**
 * Opening a box: a session route (`DomainModule.sessionRoutes`), so an opening reads only what the service reads, not
 * the user's document as well.
 */
export function openingSessionRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post('/boxes/:id/open', requireUser, writeLimit(ctx, 'play'), async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    const body = parse(openBoxBodySchema, req.body ?? {});
    const { opening, replayed } = await openBox(ctx, {
      userId: signedIn(req).userId,
      boxId: id,
      requestId: idempotencyKey(req, body.requestId),
      oddsVersion: body.oddsVersion,
    });
    res.json(presentOpenResult(opening, replayed, ctx.config.RESALE_RATE));
  });
  return router;
}

/**
 * The player's history (and any player's, for staff), acting on an unboxing, and public proofs (`battleSeed`: a
 * battle prize's seed, from the battles).
 */
export function openingRoutes(ctx: AppContext, battleSeed: BattleSeedLookup): Router {
  const router = Router();
  router.get('/history', requireUser, async (req, res) => {
    res.json(await history(currentUser(req)._id, parse(cursorQuerySchema, req.query)));
  });
  router.get('/me/summary', requireUser, async (req, res) => {
    const user = currentUser(req);
    res.json(await playerSummary(user._id, user));
  });
  router.get('/openings/:id/proof', async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(await proof(id, battleSeed));
  });
  router.post('/unboxings/:id/action', requireUser, writeLimit(ctx, 'play'), async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    const body = parse(unboxingActionSchema, req.body ?? {});
    // A shipped prize leaves the shop: only for a verified email (reselling keeps the value inside).
    if (body.action === 'ship') requireVerifiedEmail(currentUser(req));
    res.json(presentActionResult(id, body.action, await actOnUnboxing(ctx, currentUser(req)._id, id, body)));
  });
  router.get('/admin/users/:id/openings', requireStaff, async (req, res) => {
    const { id } = parse(adminUserParamsSchema, req.params);
    const query = parse(cursorQuerySchema, req.query);
    res.json(await history((await knownUser(id))._id, query));
  });
  router.get('/staff/openings', requireStaff, async (req, res) => {
    const { limit } = parse(staffOpeningsQuerySchema, req.query);
    res.json(await recentOpeningsForStaff(ctx, limit));
  });
  return router;
}
