import { Types } from 'mongoose';
import type { AdminPurchaseDto, AdminPurchasesQuery, PageDto, PurchaseDto, PurchasesQuery } from '@nova/protocol';
import { errors } from '../core/errors';
import { usernames } from '../users/directory';
import { PurchaseModel, type Purchase } from './model';
import { presentAdminPurchase, presentPurchase } from './presenter';

function page<T>(rows: Purchase[], limit: number, present: (p: Purchase) => T): PageDto<T> {
  const entries = rows.slice(0, limit);
  return { entries: entries.map(present), nextCursor: rows.length > limit ? entries[entries.length - 1]!._id.toHexString() : null };
}

/**
 * The player's purchases, newest first, each as it ended: paid, failed, cancelled (left unpaid, see expiry.ts),
 * refunded, or still pending while it can be paid.
 */
export async function listOwnPurchases(userId: Types.ObjectId, query: PurchasesQuery): Promise<PageDto<PurchaseDto>> {
  const filter: Record<string, unknown> = { userId };
  if (query.cursor) filter._id = { $lt: new Types.ObjectId(query.cursor) };
  const rows = await PurchaseModel.find(filter)
    .sort({ _id: -1 })
    .limit(query.limit + 1)
    .lean<Purchase[]>();
  return page(rows, query.limit, presentPurchase);
}

/** One of the player's own purchases (a receipt); 404 for anyone else's. */
export async function ownPurchase(userId: Types.ObjectId, purchaseId: string): Promise<Purchase> {
  const purchase = await PurchaseModel.findOne({ _id: purchaseId, userId }).lean<Purchase>();
  if (!purchase) throw errors.notFound('Purchase');
  return purchase;
}

/** Purchases for admins, newest first, filtered by status, refund request status, open flag and player. */
export async function listPurchasesForAdmin(query: AdminPurchasesQuery): Promise<PageDto<AdminPurchaseDto>> {
  const filter: Record<string, unknown> = {};
  if (query.status) filter.status = query.status;
  if (query.refund) filter['refund.status'] = query.refund;
  if (query.flagged === true) Object.assign(filter, { 'flag.reason': { $exists: true }, 'flag.resolvedAt': null });
  if (query.flagged === false) filter.$or = [{ flag: null }, { 'flag.resolvedAt': { $ne: null } }];
  if (query.userId) filter.userId = new Types.ObjectId(query.userId);
  if (query.cursor) filter._id = { $lt: new Types.ObjectId(query.cursor) };
  const rows = await PurchaseModel.find(filter)
    .sort({ _id: -1 })
    .limit(query.limit + 1)
    .lean<Purchase[]>();
  const names = await usernames(rows.map((r) => r.userId));
  return page(rows, query.limit, (p) => presentAdminPurchase(p, names.get(p.userId.toHexString()) ?? ''));
}

/** One purchase as admins see it. */
export async function adminPurchase(purchase: Purchase): Promise<AdminPurchaseDto> {
  const names = await usernames([purchase.userId]);
  return presentAdminPurchase(purchase, names.get(purchase.userId.toHexString()) ?? '');
}

/** Of these purchases, the ones whose refund request waits for an admin's decision (ids as hex). */
export async function purchasesAwaitingRefundDecision(ids: readonly Types.ObjectId[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await PurchaseModel.find({ _id: { $in: ids }, 'refund.status': 'requested' }, { _id: 1 }).lean();
  return new Set(rows.map((r) => r._id.toHexString()));
}
