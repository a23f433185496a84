import { Router, type Request } from 'express';
import { adminLedgerQuerySchema, adminUserParamsSchema, clawbackBodySchema, grantCoinsBodySchema, requestIdSchema } from '@nova/protocol';
import { currentUser, requireAdmin, requireStaff } from '../auth/middleware';
import type { AppContext } from '../context';
import { errors } from '../core/errors';
import { parse } from '../core/validate';
import { knownUser } from '../users/directory';
import { clawBack } from './clawback';
import { presentClawback, presentGrant } from './presenter';
import { ledgerPage } from './queries';
import { grantCoins } from './service';

/** The idempotency key of a request: the `Idempotency-Key` header, else the body's `requestId`. */
export function idempotencyKey(req: Request, fromBody: string | undefined): string | undefined {
  const header = req.get('Idempotency-Key');
  if (header === undefined) return fromBody;
  const key = requestIdSchema.safeParse(header);
  if (!key.success) throw errors.validation({ 'Idempotency-Key': key.error.issues[0]?.message ?? 'is invalid' });
  if (fromBody !== undefined && fromBody !== key.data) throw errors.validation({ requestId: 'differs from the Idempotency-Key header' });
  return key.data;
}

/**
 * Admin coin grants (both paths exist: clients of the original shop call either) and clawbacks; one user's ledger for
 * staff (support agents read it to answer tickets).
 */
export function ledgerRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post(['/admin/give-coins', '/admin/give-credits'], requireAdmin, async (req, res) => {
    const body = parse(grantCoinsBodySchema, req.body ?? {});
    const result = await grantCoins(ctx, {
      admin: currentUser(req),
      userId: body.userId,
      amount: body.amount,
      reason: body.reason || undefined,
      requestId: idempotencyKey(req, body.requestId),
    });
    res.json(presentGrant(result));
  });

  router.post('/admin/users/:id/clawback', requireAdmin, async (req, res) => {
    const { id } = parse(adminUserParamsSchema, req.params);
    const body = parse(clawbackBodySchema, req.body ?? {});
    const result = await clawBack(ctx, {
      admin: currentUser(req),
      userId: id,
      amount: body.amount,
      reason: body.reason,
      upToBalance: body.upToBalance,
      requestId: idempotencyKey(req, body.requestId),
    });
    res.json(presentClawback(result));
  });

  router.get('/admin/users/:id/ledger', requireStaff, async (req, res) => {
    const { id } = parse(adminUserParamsSchema, req.params);
    const query = parse(adminLedgerQuerySchema, req.query);
    const user = await knownUser(id);
    res.json(await ledgerPage(user._id, query));
  });
  return router;
}
