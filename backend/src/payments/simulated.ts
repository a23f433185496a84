import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { ErrorCode, SIMULATED_CARDS, type SimulatedConfirmBody, type SimulatedConfirmDto } from '@nova/protocol';
import type { AppContext } from '../context';
import { AppError, errors } from '../core/errors';
import { PurchaseModel, type Purchase } from './model';
import type { PaymentProvider } from './provider';
import { receiveWebhook, type WebhookResult } from './webhook';

/**
 * The simulated provider's side of a payment: what Stripe would do, done here. A test card decides the outcome and
 * the result reaches the shop as a Stripe-shaped event, signed with the provider's secret and handed to the same
 * webhook handler as Stripe's deliveries (so crediting follows exactly the same path).
 */

/** Signs an event like Stripe does and delivers it to the webhook handler. */
export function deliverSimulatedEvent(
  ctx: AppContext,
  provider: PaymentProvider,
  type: string,
  object: Record<string, unknown>,
): Promise<WebhookResult> {
  const payload = JSON.stringify({
    id: `evt_sim_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: provider.webhookSecret });
  return receiveWebhook(ctx, provider, Buffer.from(payload), signature);
}

/** A simulated PaymentIntent object for a purchase. */
export function simulatedIntent(p: Purchase, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: p.paymentIntentId,
    object: 'payment_intent',
    amount: p.priceCents,
    currency: 'usd',
    metadata: { purchaseId: p._id.toHexString(), userId: p.userId.toHexString(), packageId: p.packageId },
    ...extra,
  };
}

/** Why a simulated card is declined, in Stripe's words; null when it pays. */
function declineReason(body: { cardNumber: string; expiry: string }, now: Date): string | null {
  const [month, year] = body.expiry.split('/').map((part) => Number.parseInt(part.trim(), 10)) as [number, number];
  const expiresAt = Date.UTC(2000 + year, month, 1); // the first instant after the expiry month
  if (expiresAt <= now.getTime()) return 'Your card has expired.';
  if (body.cardNumber === SIMULATED_CARDS.success) return null;
  if (body.cardNumber === SIMULATED_CARDS.declined) return 'Your card was declined.';
  return 'Your card number is incorrect.';
}

export type SimulatedConfirmInput = Omit<SimulatedConfirmBody, 'cardNumber'> & { cardNumber: string };

/**
 * Confirms a simulated payment with the test card form: the player's own pending (or failed, to retry) purchase and
 * its client secret. Answers like Stripe's confirm (the payment's status); the credit itself arrives as events.
 */
export async function confirmSimulated(
  ctx: AppContext,
  provider: PaymentProvider | null,
  userId: string,
  body: SimulatedConfirmInput,
): Promise<SimulatedConfirmDto> {
  if (provider?.name !== 'simulated') throw errors.notFound('Simulated payments');
  const purchase = await PurchaseModel.findOne({ _id: body.purchaseId, userId }).lean<Purchase>();
  if (!purchase || purchase.clientSecret !== body.clientSecret) throw errors.notFound('Purchase');
  if (purchase.status !== 'pending' && purchase.status !== 'failed')
    throw new AppError(ErrorCode.PURCHASE_NOT_PENDING, 'This purchase is no longer waiting for payment.');
  const declined = declineReason(body, ctx.clock.now());
  if (declined) {
    await deliverSimulatedEvent(
      ctx,
      provider,
      'payment_intent.payment_failed',
      simulatedIntent(purchase, { last_payment_error: { message: declined } }),
    );
    return { status: 'requires_payment_method', message: declined };
  }
  await deliverSimulatedEvent(
    ctx,
    provider,
    'payment_intent.succeeded',
    simulatedIntent(purchase, { amount_received: purchase.priceCents }),
  );
  return { status: 'succeeded', message: null };
}
