import { Types } from 'mongoose';
import { ErrorCode, type CreateIntentBody, type PaymentIntentDto } from '@nova/protocol';
import type { AppContext } from '../context';
import { AppError } from '../core/errors';
import { inTransaction, isDuplicateKey } from '../core/transaction';
import { responsiblePlayOf } from '../users/responsible';
import { checkCanBuy, depositUsage } from './limits';
import { PaymentAccountModel, PurchaseModel, type Purchase } from './model';
import { findPackage, packageCoins, type CoinPackage } from './packages';
import { presentPurchase } from './presenter';
import { providerFor, type PaymentProvider } from './provider';
import { savePurchase, withPurchase } from './purchaseTx';
import { failPurchase } from './settle';

export const paymentsUnavailable = () =>
  new AppError(ErrorCode.PAYMENTS_UNAVAILABLE, 'Payment Unavailable: card payments are not configured on this server.');

const unknownPackage = (id: string) => new AppError(ErrorCode.COIN_PACKAGE_UNKNOWN, `There is no coin package "${id}".`, { packageId: id });

const providerError = (err: unknown) => {
  const detail = err instanceof Error ? err.message.slice(0, 200) : 'unknown error';
  return new AppError(ErrorCode.PAYMENT_PROVIDER_ERROR, `The payment provider could not start the payment: ${detail}`);
};

/** This app's provider, or 503 PAYMENTS_UNAVAILABLE. */
export function requireProvider(ctx: AppContext): PaymentProvider {
  const provider = providerFor(ctx);
  if (!provider) throw paymentsUnavailable();
  return provider;
}

/**
 * Starts paying for a package: checks self-exclusion, the 18+ confirmation and the deposit limits, records a
 * pending purchase (one per request key) and creates the provider's payment for the server's price, returning its
 * client secret. The same key again returns the same payment while it can still be paid (409 PURCHASE_NOT_PENDING
 * once it was, IDEMPOTENCY_CONFLICT for another package). Nothing is charged here and nothing is credited.
 */
export async function createIntent(ctx: AppContext, userId: Types.ObjectId, body: CreateIntentBody): Promise<PaymentIntentDto> {
  const provider = requireProvider(ctx);
  const pkg = findPackage(body.packageId);
  if (!pkg) throw unknownPackage(body.packageId);
  const earlier = await PurchaseModel.findOne({ userId, requestId: body.requestId }).lean<Purchase>();
  if (earlier) return resume(ctx, provider, earlier, pkg);

  // A cheap check first (a clear answer without a write), then the same check inside the transaction that inserts.
  const player = await responsiblePlayOf(userId);
  checkCanBuy(player, pkg.priceCents, await depositUsage(userId, ctx.clock.now()), ctx.clock.now());
  await PaymentAccountModel.collection
    .updateOne({ _id: userId }, { $setOnInsert: { intents: 0 } }, { upsert: true })
    .catch((err: unknown) => {
      if (!isDuplicateKey(err)) throw err;
    });
  let purchase: Purchase;
  try {
    purchase = await inTransaction(ctx.bus, async (tx) => {
      const now = ctx.clock.now();
      // Serializes this player's payments: a concurrent one conflicts here and is retried after this one commits.
      await PaymentAccountModel.collection.updateOne({ _id: userId }, { $inc: { intents: 1 } }, { session: tx.session });
      checkCanBuy(player, pkg.priceCents, await depositUsage(userId, now, tx.session), now);
      const doc = newPurchase(userId, body.requestId, pkg, provider, now);
      await PurchaseModel.collection.insertOne(doc, { session: tx.session });
      return doc;
    });
  } catch (err) {
    if (!isDuplicateKey(err, 'requestId')) throw err;
    const winner = await PurchaseModel.findOne({ userId, requestId: body.requestId }).lean<Purchase>();
    if (!winner) throw err;
    return resume(ctx, provider, winner, pkg);
  }
  return attachIntent(ctx, provider, purchase);
}

function newPurchase(userId: Types.ObjectId, requestId: string, pkg: CoinPackage, provider: PaymentProvider, now: Date): Purchase {
  return {
    _id: new Types.ObjectId(),
    userId,
    requestId,
    packageId: pkg.id,
    coins: packageCoins(pkg),
    bonusCoins: pkg.bonusCoins,
    priceCents: pkg.priceCents,
    provider: provider.name,
    status: 'pending',
    paymentIntentId: null,
    clientSecret: null,
    failureMessage: null,
    reversedCoins: 0,
    refundedCents: 0,
    disputed: false,
    refund: null,
    flag: null,
    heldEvents: [],
    createdAt: now,
    succeededAt: null,
    failedAt: null,
    canceledAt: null,
    refundedAt: null,
    disputedAt: null,
    version: 0,
  };
}

/** The same request key again: the same payment, while it can still be paid. */
async function resume(ctx: AppContext, provider: PaymentProvider, earlier: Purchase, pkg: CoinPackage): Promise<PaymentIntentDto> {
  if (earlier.packageId !== pkg.id)
    throw new AppError(ErrorCode.IDEMPOTENCY_CONFLICT, 'This request key was already used to buy a different package.');
  if (earlier.status === 'canceled')
    throw new AppError(ErrorCode.PURCHASE_NOT_PENDING, 'This payment was cancelled. Start a new one to buy coins.');
  if (earlier.status !== 'pending' && earlier.status !== 'failed')
    throw new AppError(ErrorCode.PURCHASE_NOT_PENDING, 'This purchase was already paid. Start a new one to buy more coins.');
  if (earlier.clientSecret) return intentAnswer(provider, earlier, earlier.clientSecret);
  return attachIntent(ctx, provider, earlier);
}

/** Creates the provider's payment (idempotent per purchase) and stores its id and client secret on the purchase. */
async function attachIntent(ctx: AppContext, provider: PaymentProvider, purchase: Purchase): Promise<PaymentIntentDto> {
  let intent: { id: string; clientSecret: string };
  try {
    intent = await provider.createIntent(purchase);
  } catch (err) {
    ctx.logger.warn({ err, purchaseId: purchase._id.toHexString() }, 'payment provider refused to create a payment');
    // Failed, so it holds no room under the limits; the same request key tries again.
    await failPurchase(ctx, purchase._id, 'The payment could not be started.');
    throw providerError(err);
  }
  const stored = await withPurchase(ctx, purchase._id, async (p, tx) => {
    if (!p) throw new Error('purchase vanished');
    if (p.clientSecret) return p; // a concurrent retry stored it first (the same payment: idempotent per purchase)
    const after = await savePurchase(tx, p, { paymentIntentId: intent.id, clientSecret: intent.clientSecret });
    tx.emit('purchase.updated', { purchase: after, change: 'created', coins: 0, at: ctx.clock.now() });
    return after;
  });
  return intentAnswer(provider, stored, stored.clientSecret ?? intent.clientSecret);
}

function intentAnswer(provider: PaymentProvider, purchase: Purchase, clientSecret: string): PaymentIntentDto {
  return { purchase: presentPurchase(purchase), provider: provider.name, clientSecret, publishableKey: provider.publishableKey };
}
