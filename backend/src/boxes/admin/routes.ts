import { Router } from 'express';
import {
  adminBoxListQuerySchema,
  boxOddsBodySchema,
  boxIdParamsSchema,
  boxVersionBodySchema,
  createBoxBodySchema,
  createPrizeBodySchema,
  idParamsSchema,
  publishBoxBodySchema,
  updateBoxBodySchema,
  updatePrizeBodySchema,
  versionQuerySchema,
} from '@nova/protocol';
import { currentUser, requireAdmin } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { parse } from '../../core/validate';
import type { DrawHistory } from './drawHistory';
import { createBox, deleteBox, publishBox, setBoxOdds, unpublishBox, updateBox } from './boxes';
import { createPrize, deletePrize, updatePrize } from './prizes';
import { adminBox, listAdminBoxes, prizesOfBox } from './queries';

/**
 * The admin catalog (admins only; everyone else 401/403): boxes with drafts and archived ones, their prizes, the
 * publish rule, the odds table, archive-instead-of-delete (`draws`: whether the openings drew from a box or prize).
 * Every write is audited and versioned (docs/catalog-admin.md).
 */
export function adminCatalogRoutes(ctx: AppContext, draws: DrawHistory): Router {
  const router = Router();

  router.get('/admin/boxes', requireAdmin, async (req, res) => {
    res.json(await listAdminBoxes(parse(adminBoxListQuerySchema, req.query)));
  });
  router.get('/admin/boxes/:id', requireAdmin, async (req, res) => {
    res.json(await adminBox(parse(idParamsSchema, req.params).id));
  });
  router.post('/admin/boxes', requireAdmin, async (req, res) => {
    const body = parse(createBoxBodySchema, req.body ?? {});
    res.status(201).json(await createBox(ctx, currentUser(req), body));
  });
  router.put('/admin/boxes/:id', requireAdmin, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(await updateBox(ctx, currentUser(req), id, parse(updateBoxBodySchema, req.body ?? {})));
  });
  router.delete('/admin/boxes/:id', requireAdmin, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    const { version } = parse(versionQuerySchema, req.query);
    res.json(await deleteBox(ctx, draws, currentUser(req), id, version));
  });
  router.post('/admin/boxes/:id/publish', requireAdmin, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(await publishBox(ctx, currentUser(req), id, parse(publishBoxBodySchema, req.body ?? {})));
  });
  router.post('/admin/boxes/:id/unpublish', requireAdmin, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(await unpublishBox(ctx, currentUser(req), id, parse(boxVersionBodySchema, req.body ?? {}).version));
  });
  router.put('/admin/boxes/:id/odds', requireAdmin, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(await setBoxOdds(ctx, currentUser(req), id, parse(boxOddsBodySchema, req.body ?? {})));
  });

  router.get('/admin/prizes/box/:boxId', requireAdmin, async (req, res) => {
    res.json(await prizesOfBox(parse(boxIdParamsSchema, req.params).boxId));
  });
  router.post('/admin/prizes', requireAdmin, async (req, res) => {
    const body = parse(createPrizeBodySchema, req.body ?? {});
    res.status(201).json(await createPrize(ctx, currentUser(req), body));
  });
  router.put('/admin/prizes/:id', requireAdmin, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(await updatePrize(ctx, currentUser(req), id, parse(updatePrizeBodySchema, req.body ?? {})));
  });
  router.delete('/admin/prizes/:id', requireAdmin, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    const { version } = parse(versionQuerySchema, req.query);
    res.json(await deletePrize(ctx, draws, currentUser(req), id, version));
  });
  return router;
}
