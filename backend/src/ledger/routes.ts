import { Router, type Request } from 'express';
import { grantCoinsBodySchema, requestIdSchema } from '@nova/protocol';
import { currentUser, requireAdmin } from '../auth/middleware';
import type { AppContext } from '../context';
import { errors } from '../core/errors';
import { parse } from '../core/validate';
import { presentGrant } from './presenter';
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

/** Admin coin grants. Both paths exist: clients of the original shop call either. */
export function ledgerRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post(['/admin/give-coins', '/admin/give-credits'], requireAdmin, async (req, res) => {
    const body = parse(grantCoinsBodySchema, req.body ?? {});
    const result = await grantCoins(ctx, {
      admin: currentUser(req),
      userId: body.userId,
      amount: body.amount,
      reason: body.reason,
      requestId: idempotencyKey(req, body.requestId),
    });
    res.json(presentGrant(result));
  });
  return router;
}
