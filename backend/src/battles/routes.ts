import { Router, type Request } from 'express';
import { z } from 'zod';
import { battleListQuerySchema, createBattleBodySchema, idParamsSchema, joinBattleBodySchema } from '@nova/protocol';
import { currentUser, requireAdmin, requireUser } from '../auth/middleware';
import { writeLimit } from '../auth/playerLimits';
import type { AppContext } from '../context';
import { parse } from '../core/validate';
import { cancelBattle } from './cancel';
import { presentBattle } from './presenter';
import { allBattles, lobby, myBattles } from './queries';
import { createBattle, fillWithBots, joinBattle, visibleBattle } from './seats';
import { watcherCount } from './watchers';

const inviteQuerySchema = z.object({ invite: z.string().min(1).max(64).optional() }).strict();
const mineQuerySchema = battleListQuerySchema.pick({ cursor: true, limit: true }).strict();
const emptyBodySchema = z.object({}).strict();

const player = (req: Request) => {
  const user = currentUser(req);
  return { _id: user._id, username: user.username };
};

/** Box battles: create, join, bots, cancel, the lobby, the player's battles, one battle, and the admins' list (docs/battles.md). */
export function battleRoutes(ctx: AppContext): Router {
  const router = Router();
  const answer = (battle: Parameters<typeof presentBattle>[0], req: Request) =>
    presentBattle(battle, req.user?._id ?? null, watcherCount(ctx, battle._id.toHexString()));

  router.post('/battles', requireUser, writeLimit(ctx, 'play'), async (req, res) => {
    const body = parse(createBattleBodySchema, req.body ?? {});
    res.status(201).json(answer(await createBattle(ctx, player(req), body), req));
  });
  router.get('/battles', async (req, res) => {
    res.json(await lobby(ctx, parse(battleListQuerySchema, req.query)));
  });
  router.get('/battles/mine', requireUser, async (req, res) => {
    res.json(await myBattles(currentUser(req)._id, parse(mineQuerySchema, req.query)));
  });
  router.get('/battles/:id', async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    const { invite } = parse(inviteQuerySchema, req.query);
    res.json(answer(await visibleBattle(id, req.user?._id ?? null, invite, req.user?.role === 'admin'), req));
  });
  router.post('/battles/:id/join', requireUser, writeLimit(ctx, 'play'), async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    const body = parse(joinBattleBodySchema, req.body ?? {});
    res.json(answer(await joinBattle(ctx, player(req), id, body), req));
  });
  router.post('/battles/:id/bots', requireUser, writeLimit(ctx, 'play'), async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    parse(emptyBodySchema, req.body ?? {});
    res.json(answer(await fillWithBots(ctx, currentUser(req)._id, id), req));
  });
  router.post('/battles/:id/cancel', requireUser, writeLimit(ctx, 'play'), async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    parse(emptyBodySchema, req.body ?? {});
    const user = currentUser(req);
    res.json(answer(await cancelBattle(ctx, { _id: user._id, username: user.username, role: user.role }, id), req));
  });
  router.get('/admin/battles', requireAdmin, async (req, res) => {
    res.json(await allBattles(parse(battleListQuerySchema, req.query)));
  });
  return router;
}
