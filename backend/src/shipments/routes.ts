import { Router } from 'express';
import {
  adminUserParamsSchema,
  idParamsSchema,
  shipmentListQuerySchema,
  shipmentUpdateSchema,
  type PageDto,
  type StaffShipmentDto,
} from '@nova/protocol';
import { currentUser, requireStaff, requireUser } from '../auth/middleware';
import type { AppContext } from '../context';
import { parse } from '../core/validate';
import { knownUser, usernames } from '../users/directory';
import { presentOwnShipment, presentStaffShipment } from './presenter';
import { advanceShipment, listShipments } from './service';

/** Players see their own shipments; staff (admin or support) see all (or one player's) and advance them. */
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
    const names = await usernames(shipments.map((s) => s.userId));
    const page: PageDto<StaffShipmentDto> = { entries: shipments.map((s) => presentStaffShipment(s, names)), nextCursor };
    res.json(page);
  });
  router.get('/admin/users/:id/shipments', requireStaff, async (req, res) => {
    const { id } = parse(adminUserParamsSchema, req.params);
    const query = parse(shipmentListQuerySchema, req.query);
    const user = await knownUser(id);
    const { shipments, nextCursor } = await listShipments(query, user._id);
    const page: PageDto<StaffShipmentDto> = {
      entries: shipments.map((s) => presentStaffShipment(s, new Map([[user.id as string, user.username]]))),
      nextCursor,
    };
    res.json(page);
  });
  router.patch('/admin/shipments/:id', requireStaff, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    const body = parse(shipmentUpdateSchema, req.body ?? {});
    const shipment = await advanceShipment(ctx, id, currentUser(req), body);
    res.json(presentStaffShipment(shipment, await usernames([shipment.userId])));
  });
  return router;
}
