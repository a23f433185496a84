import { Router } from 'express';
import {
  adminUserParamsSchema,
  cursorQuerySchema,
  idParamsSchema,
  staffOpeningsQuerySchema,
  openBoxBodySchema,
  unboxingActionSchema,
  type UnboxingActionResultDto,
} from '@nova/protocol';
import { currentUser, requireAdmin, requireStaff, requireUser } from '../auth/middleware';
import { writeLimit } from '../auth/playerLimits';
import type { AppContext } from '../context';
import { parse } from '../core/validate';
import { idempotencyKey } from '../ledger/routes';
import { presentShipment } from '../shipments/presenter';
import { requireVerifiedEmail } from '../users/emailVerification';
import { knownUser } from '../users/service';
import { actOnUnboxing } from './actions';
import { presentOpenResult } from './presenter';
import { history, proof, recentOpeningsForStaff } from './queries';
import { openBox } from './service';
import { playerSummary } from './summary';

/** Opening boxes, the player's history (and any player's, for staff), acting on an unboxing, and public proofs. */
export function openingRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post('/boxes/:id/open', requireUser, writeLimit(ctx, 'play'), async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    const body = parse(openBoxBodySchema, req.body ?? {});
    const { opening, replayed } = await openBox(ctx, {
      userId: currentUser(req)._id,
      boxId: id,
      requestId: idempotencyKey(req, body.requestId),
      oddsVersion: body.oddsVersion,
    });
    res.json(presentOpenResult(opening, replayed, ctx.config.RESALE_RATE));
  });
  router.get('/history', requireUser, async (req, res) => {
    res.json(await history(currentUser(req)._id, parse(cursorQuerySchema, req.query)));
  });
  router.get('/me/summary', requireUser, async (req, res) => {
    const user = currentUser(req);
    res.json(await playerSummary(user._id, user));
  });
  router.get('/openings/:id/proof', async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(await proof(id));
  });
  router.post('/unboxings/:id/action', requireUser, writeLimit(ctx, 'play'), async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    const body = parse(unboxingActionSchema, req.body ?? {});
    // A shipped prize leaves the shop: only for a verified email (reselling keeps the value inside).
    if (body.action === 'ship') requireVerifiedEmail(currentUser(req));
    const outcome = await actOnUnboxing(ctx, currentUser(req)._id, id, body);
    const result: UnboxingActionResultDto = {
      openingId: id,
      action: body.action,
      userBalance: outcome.userBalance,
      creditedCoins: outcome.creditedCoins,
      shipment: outcome.shipment ? presentShipment(outcome.shipment) : null,
    };
    res.json(result);
  });
  router.get('/admin/users/:id/openings', requireStaff, async (req, res) => {
    const { id } = parse(adminUserParamsSchema, req.params);
    const query = parse(cursorQuerySchema, req.query);
    res.json(await history((await knownUser(id))._id, query));
  });
  router.get('/staff/openings', requireAdmin, async (req, res) => {
    const { limit } = parse(staffOpeningsQuerySchema, req.query);
    res.json(await recentOpeningsForStaff(ctx, limit));
  });
  return router;
}
