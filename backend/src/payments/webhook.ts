import { isValidObjectId, Types } from 'mongoose';
import Stripe from 'stripe';
import { z } from 'zod';
import { ErrorCode } from '@nova/protocol';
import type { AppContext } from '../context';
import { AppError } from '../core/errors';
import { zodDetails } from '../core/validate';
import { PurchaseModel } from './model';
import type { PaymentProvider } from './provider';
import { cancelPurchase, creditPurchase, failPurchase, providerDisputed, providerRefunded, type SettleOutcome } from './settle';

/** Stripe signatures older than this, or dated this far ahead, are refused (seconds). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

// The parts of Stripe's event objects the shop reads (Stripe sends many more fields; they are ignored).
const paymentIntentSchema = z.object({
  id: z.string().min(1),
  amount: z.number().int(),
  amount_received: z.number().int().optional(),
  currency: z.string(),
  metadata: z.record(z.string(), z.string()).default({}),
  last_payment_error: z.object({ message: z.string().optional() }).nullish(),
  cancellation_reason: z.string().nullish(),
});
const chargeSchema = z.object({
  id: z.string().min(1),
  payment_intent: z.string().nullish(),
  amount: z.number().int(),
  amount_refunded: z.number().int(),
  refunded: z.boolean(),
});
const disputeSchema = z.object({ id: z.string().min(1), payment_intent: z.string().nullish() });
const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** The event types the shop acts on; every other type is acknowledged and ignored. */
export const HANDLED_EVENTS = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'charge.refunded',
  'charge.dispute.created',
] as const;

export interface WebhookResult {
  received: true;
  type: string;
  outcome: SettleOutcome | 'ignored';
}

const invalidSignature = (reason: 'missing' | 'mismatch' | 'stale' | 'future', message: string) =>
  new AppError(ErrorCode.WEBHOOK_SIGNATURE_INVALID, message, { reason });

/** The signing time (`t=`, seconds) of a Stripe-Signature header; the last one counts, as in stripe-node. */
function signedAt(signature: string): number | null {
  const times = signature
    .split(',')
    .filter((part) => part.startsWith('t='))
    .map((part) => Number(part.slice(2)));
  const last = times.at(-1);
  return last !== undefined && Number.isInteger(last) ? last : null;
}

/**
 * Verifies a webhook on the exact bytes received (`stripe.webhooks.constructEvent`, 300 s tolerance) and parses it:
 * 400 WEBHOOK_SIGNATURE_INVALID (missing, mismatch, stale, future), 400 MALFORMED_JSON for a signed body that is not
 * JSON. stripe-node only refuses signatures older than the tolerance; one dated more than the tolerance ahead of this
 * server's time is refused here.
 */
export function verifyWebhook(provider: PaymentProvider, payload: Buffer, signature: string | undefined): Stripe.Event {
  if (!signature) throw invalidSignature('missing', 'The Stripe-Signature header is missing.');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(payload, signature, provider.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (err) {
    if (err instanceof SyntaxError) throw new AppError(ErrorCode.MALFORMED_JSON, 'The webhook body is not valid JSON.');
    const message = err instanceof Error ? err.message : '';
    if (message.includes('tolerance')) throw invalidSignature('stale', 'The webhook signature is too old.');
    throw invalidSignature('mismatch', 'The webhook signature does not match.');
  }
  // The signature's time is Stripe's wall clock, so it is compared with this machine's, never the app's test clock.
  const ahead = (signedAt(signature) ?? 0) - Math.floor(Date.now() / 1000);
  if (ahead > WEBHOOK_TOLERANCE_SECONDS) throw invalidSignature('future', 'The webhook signature is dated in the future.');
  return event;
}

function parseObject<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError(ErrorCode.VALIDATION_FAILED, 'The webhook event is missing fields.', zodDetails(parsed.error));
  return parsed.data;
}

/** The purchase a provider payment belongs to: its metadata's purchase id, else the stored payment id. */
async function purchaseIdOf(paymentIntentId: string | null | undefined, metadataId?: string): Promise<Types.ObjectId | null> {
  if (metadataId && isValidObjectId(metadataId)) return new Types.ObjectId(metadataId);
  if (!paymentIntentId) return null;
  const found = await PurchaseModel.findOne({ paymentIntentId }, { _id: 1 }).lean();
  return found?._id ?? null;
}

/**
 * Handles one verified event. Everything here is idempotent and order-independent: replays, concurrent deliveries
 * and a failure arriving after the success change nothing (see settle.ts).
 */
export async function handleEvent(ctx: AppContext, event: Stripe.Event): Promise<WebhookResult> {
  const { id, type, data } = parseObject(eventSchema, event);
  const done = (outcome: WebhookResult['outcome']): WebhookResult => {
    ctx.logger.info({ eventId: id, type, outcome }, 'payment webhook');
    return { received: true, type, outcome };
  };
  if (type.startsWith('payment_intent.') && (HANDLED_EVENTS as readonly string[]).includes(type)) {
    const intent = parseObject(paymentIntentSchema, data.object);
    const purchaseId = await purchaseIdOf(intent.id, intent.metadata.purchaseId);
    if (!purchaseId) return done('ignored');
    if (type === 'payment_intent.succeeded') {
      const paid = { paymentIntentId: intent.id, amountCents: intent.amount_received ?? intent.amount, currency: intent.currency };
      return done(await creditPurchase(ctx, purchaseId, paid));
    }
    if (type === 'payment_intent.canceled') return done(await cancelPurchase(ctx, purchaseId));
    return done(await failPurchase(ctx, purchaseId, intent.last_payment_error?.message ?? 'The payment failed.'));
  }
  if (type === 'charge.refunded') {
    const charge = parseObject(chargeSchema, data.object);
    const purchaseId = await purchaseIdOf(charge.payment_intent);
    if (!purchaseId) return done('ignored');
    return done(await providerRefunded(ctx, purchaseId, { amountRefundedCents: charge.amount_refunded, full: charge.refunded }));
  }
  if (type === 'charge.dispute.created') {
    const dispute = parseObject(disputeSchema, data.object);
    const purchaseId = await purchaseIdOf(dispute.payment_intent);
    if (!purchaseId) return done('ignored');
    return done(await providerDisputed(ctx, purchaseId));
  }
  return done('ignored');
}

/** Verifies and handles a webhook delivery: the one path for Stripe's deliveries and the simulated provider's. */
export function receiveWebhook(
  ctx: AppContext,
  provider: PaymentProvider,
  payload: Buffer,
  signature: string | undefined,
): Promise<WebhookResult> {
  return handleEvent(ctx, verifyWebhook(provider, payload, signature));
}
