import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { PaymentMode } from '@nova/protocol';
import type { Config } from '../config';
import type { AppContext } from '../context';
import type { ProviderName, Purchase } from './model';

/** What the shop asks of a payment provider. Crediting never happens here: only the verified webhook credits. */
export interface PaymentProvider {
  name: ProviderName;
  /** Creates (or, for the same purchase again, returns) the provider's payment for a purchase. */
  createIntent(purchase: Purchase): Promise<{ id: string; clientSecret: string }>;
  /** Refunds a paid purchase in full (the same purchase again returns the same refund). */
  refund(purchase: Purchase): Promise<{ id: string }>;
  /**
   * Cancels an unpaid purchase's payment so that it can no longer be paid (idempotent per purchase). Rejects when the
   * provider refuses, e.g. because the payment was made or is being processed meanwhile.
   */
  cancel(purchase: Purchase & { paymentIntentId: string }): Promise<void>;
  /** The secret webhook events are signed with (Stripe's endpoint secret, or the simulated provider's own). */
  webhookSecret: string;
  /** The publishable key the browser needs (Stripe only). */
  publishableKey: string | null;
}

/** The payment mode of a configuration: PAYMENTS_PROVIDER, else Stripe when its three keys are set, else none. */
export function paymentModeOf(config: Config): PaymentMode {
  const stripeReady = Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY && config.STRIPE_WEBHOOK_SECRET);
  if (config.PAYMENTS_PROVIDER === 'simulated') return 'simulated';
  if (config.PAYMENTS_PROVIDER === 'none') return 'unavailable';
  return stripeReady ? 'stripe' : 'unavailable';
}

/** stripe-node options for STRIPE_API_URL (a local fake or stripe-mock in tests): host, port and protocol. */
function apiTarget(url: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!url) return {};
  const u = new URL(url);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { host: u.hostname, port: u.port || (protocol === 'http' ? 80 : 443), protocol };
}

function stripeClient(config: Config, secretKey: string): Stripe {
  return new Stripe(secretKey, { ...apiTarget(config.STRIPE_API_URL), maxNetworkRetries: 1, timeout: 20_000, appInfo: { name: 'Nova' } });
}

const intentMetadata = (p: Purchase) => ({ purchaseId: p._id.toHexString(), userId: p.userId.toHexString(), packageId: p.packageId });

function stripeProvider(config: Config): PaymentProvider {
  const stripe = stripeClient(config, config.STRIPE_SECRET_KEY!);
  return {
    name: 'stripe',
    webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
    async createIntent(p) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: p.priceCents,
          currency: 'usd',
          automatic_payment_methods: { enabled: true },
          description: `${p.coins} Nova coins`,
          metadata: intentMetadata(p),
        },
        { idempotencyKey: `purchase:${p._id.toHexString()}` },
      );
      if (!intent.client_secret) throw new Error('Stripe returned a PaymentIntent without a client secret');
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async refund(p) {
      const refund = await stripe.refunds.create(
        { payment_intent: p.paymentIntentId!, reason: 'requested_by_customer', metadata: { purchaseId: p._id.toHexString() } },
        { idempotencyKey: `refund:${p._id.toHexString()}` },
      );
      return { id: refund.id };
    },
    async cancel(p) {
      await stripe.paymentIntents.cancel(
        p.paymentIntentId,
        { cancellation_reason: 'abandoned' },
        { idempotencyKey: `cancel:${p._id.toHexString()}` },
      );
    },
  };
}

/**
 * The offline provider: payments are ids made up here (the same for the same purchase), and events are signed with a
 * local secret and fed to the same webhook handler (see simulated.ts). Never moves real money.
 */
function simulatedProvider(config: Config): PaymentProvider {
  return {
    name: 'simulated',
    webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? `whsec_simulated_${randomBytes(24).toString('hex')}`,
    publishableKey: null,
    createIntent(p) {
      const id = `pi_sim_${p._id.toHexString()}`;
      return Promise.resolve({ id, clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}` });
    },
    refund: (p) => Promise.resolve({ id: `re_sim_${p._id.toHexString()}` }),
    cancel: () => Promise.resolve(),
  };
}

const providers = new WeakMap<AppContext, PaymentProvider | null>();

/** This app's payment provider, or null when payments are unavailable. Created once per app. */
export function providerFor(ctx: AppContext): PaymentProvider | null {
  if (providers.has(ctx)) return providers.get(ctx)!;
  const mode = paymentModeOf(ctx.config);
  const provider = mode === 'stripe' ? stripeProvider(ctx.config) : mode === 'simulated' ? simulatedProvider(ctx.config) : null;
  providers.set(ctx, provider);
  return provider;
}
