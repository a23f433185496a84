import { Router } from 'express';
import type { DomainModule } from '../context';
import { adminPaymentRoutes } from './adminRoutes';
import { paymentStreams } from './streams';
import { startExpiryJob } from './expiry';
import { paymentRoutes } from './routes';
import { paymentWebhookRoutes } from './webhookRoutes';
import { paymentStaffLines } from './staffLines';

export { revenueBetween } from './revenue';

/**
 * Coin purchases: packages, Stripe or simulated payments credited by the webhook, refunds, responsible play, and the
 * job that cancels payments left unpaid.
 */
export const paymentsModule: DomainModule = {
  name: 'payments',
  staffLines: paymentStaffLines,
  routes: (ctx) => Router().use(paymentRoutes(ctx), adminPaymentRoutes(ctx)),
  rawRoutes: paymentWebhookRoutes,
  streams: paymentStreams,
  start: (ctx) => Promise.resolve(startExpiryJob(ctx)),
};
