import express, { Router } from 'express';
import type { AppContext } from '../context';
import { paymentsUnavailable } from './intents';
import { providerFor } from './provider';
import { receiveWebhook } from './webhook';

/**
 * `POST /api/payments/webhook`: the body is read as raw bytes whatever its content type (the signature covers the
 * exact bytes), so this router is mounted before the JSON parser. Unknown event types are acknowledged with 200.
 */
export function paymentWebhookRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post('/payments/webhook', express.raw({ type: () => true, limit: ctx.config.BODY_LIMIT_BYTES }), async (req, res) => {
    const provider = providerFor(ctx);
    if (!provider) throw paymentsUnavailable();
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    res.json(await receiveWebhook(ctx, provider, body, req.get('stripe-signature')));
  });
  return router;
}
