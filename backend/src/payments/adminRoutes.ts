import { Router } from 'express';
import { adminPurchasesQuerySchema, idParamsSchema, rejectRefundBodySchema, revenueQuerySchema } from '@nova/protocol';
import { currentUser, requireAdmin } from '../auth/middleware';
import type { AppContext } from '../context';
import { parse } from '../core/validate';
import { adminPurchase, listPurchasesForAdmin } from './queries';
import { approveRefund, rejectRefund, resolveFlag } from './refunds';
import { revenueBetween } from './revenue';

/** Admins: purchases with filters, refund decisions, staff flags and revenue (API in docs/payments.md). */
export function adminPaymentRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use('/admin/payments', requireAdmin);

  router.get('/admin/payments/purchases', async (req, res) => {
    res.json(await listPurchasesForAdmin(parse(adminPurchasesQuerySchema, req.query)));
  });

  router.post('/admin/payments/purchases/:id/refund/approve', async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(await adminPurchase(await approveRefund(ctx, currentUser(req), id)));
  });

  router.post('/admin/payments/purchases/:id/refund/reject', async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    const { reason } = parse(rejectRefundBodySchema, req.body ?? {});
    res.json(await adminPurchase(await rejectRefund(ctx, currentUser(req), id, reason)));
  });

  router.post('/admin/payments/purchases/:id/flag/resolve', async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(await adminPurchase(await resolveFlag(ctx, currentUser(req), id)));
  });

  router.get('/admin/payments/revenue', async (req, res) => {
    const { from, to } = parse(revenueQuerySchema, req.query);
    res.json(await revenueBetween(new Date(from), new Date(to)));
  });

  return router;
}
