import type { Types } from 'mongoose';
import type { AppContext } from '../context';
import { inTransaction, type Transaction } from '../core/transaction';
import { PurchaseModel, type Purchase } from './model';

/**
 * How every change of a purchase is written: read it inside a transaction, decide, write conditionally on the version
 * that was read. A purchase that changed in between is read again and the decision taken again.
 */

/** A purchase changed between the read and the conditional write: read it again. */
class StalePurchase extends Error {}

/**
 * Runs `work` on a fresh read of the purchase inside a transaction, again when the purchase changed meanwhile: its
 * writes go through `save`, which only matches the version that was read, and any other refusal (a ledger debit, a
 * duplicate ref) is retried too when the purchase's committed version is no longer the one read. A concurrent
 * change committed mid-way (another delivery's refund) can make the balance or the ledger look different from the
 * purchase this attempt read; the answer is to start over on the changed purchase, never to report that mix.
 */
export async function withPurchase<T>(
  ctx: AppContext,
  purchaseId: Types.ObjectId,
  work: (purchase: Purchase | null, tx: Transaction) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    let readVersion: number | null = null;
    try {
      return await inTransaction(ctx.bus, async (tx) => {
        const purchase = await PurchaseModel.findById(purchaseId).session(tx.session).lean<Purchase>();
        readVersion = purchase?.version ?? null;
        return work(purchase, tx);
      });
    } catch (err) {
      if (attempt >= 20) throw err;
      if (err instanceof StalePurchase) continue;
      if (readVersion === null || !(await changedSince(purchaseId, readVersion))) throw err;
    }
  }
}

/** Whether the purchase's committed version is no longer `version`. */
async function changedSince(purchaseId: Types.ObjectId, version: number): Promise<boolean> {
  const committed = await PurchaseModel.findById(purchaseId, { version: 1 }).lean();
  return committed !== null && committed.version !== version;
}

/** Writes `set` on the purchase as it was read (its version), bumping the version; StalePurchase when it changed. */
export async function savePurchase(tx: Transaction, read: Purchase, set: Partial<Purchase>): Promise<Purchase> {
  const after = (await PurchaseModel.collection.findOneAndUpdate(
    { _id: read._id, version: read.version },
    { $set: set, $inc: { version: 1 } },
    { session: tx.session, returnDocument: 'after' },
  )) as Purchase | null;
  if (!after) throw new StalePurchase();
  return after;
}
