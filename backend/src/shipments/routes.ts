import { Router } from 'express';
import { idParamsSchema, shipmentListQuerySchema, shipmentUpdateSchema } from '@nova/protocol';
import { currentUser, requireStaff, requireUser } from '../auth/middleware';
import type { AppContext } from '../context';
import { parse } from '../core/validate';
import { presentOwnShipment, presentShipment } from './presenter';
import { advanceShipment, listShipments } from './service';

/** Players see their own shipments; staff (admin or support) see all and advance them. */
export function shipmentRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/shipments', requireUser, async (req, res) => {
    const query = parse(shipmentListQuerySchema, req.query);
    const { shipments, nextCursor } = await listShipments(query, currentUser(req)._id);
    res.json({ entries: shipments.map(presentOwnShipment), nextCursor });
  });
  router.get('/admin/shipments', requireStaff, async (req, res) => {
    const query = parse(shipmentListQuerySchema, req.query);
    const { shipments, nextCursor } = await listShipments(query);
    res.json({ entries: shipments.map(presentShipment), nextCursor });
  });
  router.patch('/admin/shipments/:id', requireStaff, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    const body = parse(shipmentUpdateSchema, req.body ?? {});
    res.json(presentShipment(await advanceShipment(ctx, id, currentUser(req)._id, body)));
  });
  return router;
}
