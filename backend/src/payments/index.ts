import { Router } from 'express';
import type { DomainModule } from '../context';
import { adminPaymentRoutes } from './adminRoutes';
import { paymentsBroadcaster } from './broadcaster';
import { startExpiryJob } from './expiry';
import { paymentRoutes } from './routes';
import { paymentWebhookRoutes } from './webhookRoutes';

export { revenueBetween } from './revenue';

/**
 * Coin purchases: packages, Stripe or simulated payments credited by the webhook, refunds, responsible play, and the
 * job that cancels payments left unpaid.
 */
export const paymentsModule: DomainModule = {
  name: 'payments',
  routes: (ctx) => Router().use(paymentRoutes(ctx), adminPaymentRoutes(ctx)),
  rawRoutes: paymentWebhookRoutes,
  broadcasters: paymentsBroadcaster,
  start: (ctx) => Promise.resolve(startExpiryJob(ctx)),
};
