import { Types } from 'mongoose';
import { ErrorCode, type ShipmentListQuery, type ShipmentStatus, type ShipmentUpdateBody, type ShippingAddress } from '@nova/protocol';
import { recordAudit, type AuditActor } from '../audit/service';
import type { AppContext } from '../context';
import { AppError, errors } from '../core/errors';
import type { Transaction } from '../core/transaction';
import { inTransaction } from '../core/transaction';
import { usernames } from '../users/directory';
import { ShipmentModel, type Shipment } from './model';

/** The status each status may move to. */
const NEXT: Record<ShipmentStatus, ShipmentStatus | null> = { pending: 'shipped', shipped: 'delivered', delivered: null };

/** Creates the shipment of an unboxing inside the caller's transaction. */
export async function createShipment(
  tx: Transaction,
  input: { userId: Types.ObjectId; openingId: Types.ObjectId; prize: Shipment['prize']; address: ShippingAddress; now: Date },
): Promise<Shipment> {
  const shipment: Shipment = {
    _id: new Types.ObjectId(),
    userId: input.userId,
    openingId: input.openingId,
    prize: input.prize,
    address: input.address,
    status: 'pending',
    trackingNumber: null,
    history: [{ status: 'pending', at: input.now, actorId: input.userId, trackingNumber: null }],
    createdAt: input.now,
    updatedAt: input.now,
  };
  await ShipmentModel.collection.insertOne(shipment, { session: tx.session });
  tx.emit('shipment.updated', updatedEvent(shipment));
  return shipment;
}

function updatedEvent(s: Shipment) {
  return {
    shipmentId: s._id.toHexString(),
    userId: s.userId.toHexString(),
    openingId: s.openingId.toHexString(),
    status: s.status,
    trackingNumber: s.trackingNumber,
    at: s.updatedAt,
  };
}

/** Shipments for staff, newest first, optionally by status; with `userId`, only that player's own. */
export async function listShipments(
  query: ShipmentListQuery,
  userId?: Types.ObjectId,
): Promise<{ shipments: Shipment[]; nextCursor: string | null }> {
  const filter: Record<string, unknown> = userId ? { userId } : {};
  if (query.status) filter.status = query.status;
  if (query.cursor) filter._id = { $lt: new Types.ObjectId(query.cursor) };
  const rows = await ShipmentModel.find(filter)
    .sort({ _id: -1 })
    .limit(query.limit + 1)
    .lean<Shipment[]>();
  const shipments = rows.slice(0, query.limit);
  return { shipments, nextCursor: rows.length > query.limit ? (shipments.at(-1)?._id.toHexString() ?? null) : null };
}

/** How many shipments the player asked for. */
export async function countShipments(userId: Types.ObjectId): Promise<number> {
  return ShipmentModel.countDocuments({ userId });
}

/**
 * Staff move a shipment one step: pending -> shipped (with tracking) -> delivered, audited as `shipment.advanced` in
 * the same transaction. Anything else is 409 (and no audit entry).
 */
export async function advanceShipment(ctx: AppContext, id: string, actor: AuditActor, body: ShipmentUpdateBody): Promise<Shipment> {
  const from = (Object.keys(NEXT) as ShipmentStatus[]).find((s) => NEXT[s] === body.status)!;
  return inTransaction(ctx.bus, async (tx) => {
    const now = ctx.clock.now();
    const trackingNumber = body.status === 'shipped' ? body.trackingNumber : undefined;
    const updated = await ShipmentModel.findOneAndUpdate(
      { _id: id, status: from },
      {
        $set: { status: body.status, updatedAt: now, ...(trackingNumber ? { trackingNumber } : {}) },
        $push: { history: { status: body.status, at: now, actorId: actor._id, trackingNumber: trackingNumber ?? null } },
      },
      { session: tx.session, returnDocument: 'after' },
    ).lean<Shipment>();
    if (!updated) {
      const current = await ShipmentModel.findById(id, { status: 1 }).session(tx.session).lean();
      if (!current) throw errors.notFound('Shipment');
      throw new AppError(ErrorCode.INVALID_TRANSITION, `A ${current.status} shipment cannot become ${body.status}.`);
    }
    const player = (await usernames([updated.userId])).get(updated.userId.toHexString()) ?? '?';
    recordAudit(tx, {
      action: 'shipment.advanced',
      actor,
      target: { id: updated._id, label: `${updated.prize.name} · ${player}` },
      before: { status: from },
      after: trackingNumber ? { status: body.status, trackingNumber } : { status: body.status },
      at: now,
    });
    tx.emit('shipment.updated', updatedEvent(updated));
    return updated;
  });
}

/** Shipments by id, for history rows. */
export async function shipmentStatuses(ids: Types.ObjectId[]): Promise<Map<string, ShipmentStatus>> {
  if (ids.length === 0) return new Map();
  const rows = await ShipmentModel.find({ _id: { $in: ids } }, { status: 1 }).lean();
  return new Map(rows.map((r) => [r._id.toHexString(), r.status]));
}
