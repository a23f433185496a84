import { Router } from 'express';
import { idParamsSchema, shipmentListQuerySchema, shipmentUpdateSchema } from '@nova/protocol';
import { currentUser, requireStaff } from '../auth/middleware';
import type { AppContext } from '../context';
import { parse } from '../core/validate';
import { presentShipment } from './presenter';
import { advanceShipment, listShipments } from './service';

/** Staff (admin or support) see shipments and advance them. */
export function shipmentRoutes(ctx: AppContext): Router {
  const router = Router();
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
