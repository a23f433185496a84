import { Types, type ClientSession } from 'mongoose';
import { ErrorCode, type UnboxingActionBody } from '@nova/protocol';
import type { AppContext } from '../context';
import { AppError, errors } from '../core/errors';
import { inTransaction } from '../core/transaction';
import { credit } from '../ledger/service';
import type { Shipment } from '../shipments/model';
import { createShipment } from '../shipments/service';
import { Users } from '../users/queries';
import { OpeningModel, type Opening } from './model';
import { resaleCoins } from './resale';

export interface ActionOutcome {
  opening: Opening;
  userBalance: number;
  /** The balance version `userBalance` was read at. */
  balanceVersion: number;
  creditedCoins: number;
  shipment: Shipment | null;
}

/**
 * Ships or resells the caller's own pending unboxing, exactly once: the opening moves from 'pending'
 * with a conditional update in the same transaction as the resale credit (ledger ref `resale:<id>`) or
 * the shipment. Someone else's unboxing is 404, a second action 409 ALREADY_ACTED, a 'Nothing' 409
 * NOTHING_TO_CLAIM.
 */
export async function actOnUnboxing(
  ctx: AppContext,
  userId: Types.ObjectId,
  openingId: string,
  body: UnboxingActionBody,
): Promise<ActionOutcome> {
  const _id = new Types.ObjectId(openingId);
  return inTransaction(ctx.bus, async (tx) => {
    const now = ctx.clock.now();
    const before = await OpeningModel.findOneAndUpdate(
      { _id, userId, action: 'pending', isWin: true, 'prize.valueInUSDCents': { $gt: 0 } },
      { $set: { action: body.action, actedAt: now } },
      { session: tx.session, returnDocument: 'before' },
    ).lean<Opening>();
    if (!before) throw await whyNot(_id, userId);

    let creditedCoins = 0;
    let shipment: Shipment | null = null;
    let credited: BalanceRead | null = null;
    if (body.action === 'resell') {
      creditedCoins = resaleCoins(before.prize.valueInUSDCents, ctx.config.RESALE_RATE);
      await OpeningModel.collection.updateOne({ _id }, { $set: { resaleCoins: creditedCoins } }, { session: tx.session });
      if (creditedCoins > 0) {
        // A fresh credit: the opening just left 'pending', so its ref cannot have been applied and `user` is set.
        const change = await credit(tx, {
          userId,
          amount: creditedCoins,
          kind: 'resale',
          ref: `resale:${openingId}`,
          at: now,
        });
        if (change.user) credited = { balance: change.user.balance, balanceVersion: change.user.balanceVersion };
      }
    } else {
      const p = before.prize;
      shipment = await createShipment(tx, {
        userId,
        openingId: _id,
        prize: { name: p.name, imageUrl: p.imageUrl, valueInUSDCents: p.valueInUSDCents, rarity: p.rarity },
        address: body.address,
        now,
      });
      await OpeningModel.collection.updateOne({ _id }, { $set: { shipmentId: shipment._id } }, { session: tx.session });
    }
    const { balance: userBalance, balanceVersion } = credited ?? (await balanceOf(tx.session, userId));
    tx.emit('unboxing.acted', {
      openingId,
      userId: userId.toHexString(),
      action: body.action,
      creditedCoins,
      shipmentId: shipment?._id.toHexString() ?? null,
      at: now,
    });
    const opening: Opening = {
      ...before,
      action: body.action,
      actedAt: now,
      resaleCoins: body.action === 'resell' ? creditedCoins : null,
      shipmentId: shipment?._id ?? null,
    };
    return { opening, userBalance, balanceVersion, creditedCoins, shipment };
  });
}

interface BalanceRead {
  balance: number;
  balanceVersion: number;
}

/** The player's balance and its version as this transaction sees them. */
async function balanceOf(session: ClientSession, userId: Types.ObjectId): Promise<BalanceRead> {
  const user = await Users.findById(userId, { balance: 1, balanceVersion: 1 }).session(session).lean();
  return { balance: user?.balance ?? 0, balanceVersion: user?.balanceVersion ?? 0 };
}

/** Why an unboxing cannot be acted on; never reveals that another player's unboxing exists. */
async function whyNot(_id: Types.ObjectId, userId: Types.ObjectId): Promise<AppError> {
  const own = await OpeningModel.findOne({ _id, userId }, { action: 1, isWin: 1, 'prize.valueInUSDCents': 1 }).lean();
  if (!own) return errors.notFound('Unboxing');
  if (own.action !== 'pending')
    return new AppError(ErrorCode.ALREADY_ACTED, `This unboxing was already ${own.action === 'ship' ? 'shipped' : 'resold'}.`);
  return new AppError(ErrorCode.NOTHING_TO_CLAIM, 'There is no prize to ship or resell in this unboxing.');
}
