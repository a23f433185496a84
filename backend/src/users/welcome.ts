import { Types } from 'mongoose';
import type { AppContext } from '../context';
import { inTransaction, isDuplicateKey } from '../core/transaction';
import { credit } from '../ledger/service';

/** The ledger ref of an account's welcome grant: one per account, so the unique ref makes it once-only. */
export const welcomeRef = (userId: Types.ObjectId): string => `welcome:${userId.toHexString()}`;

/**
 * Credits WELCOME_COINS once per account (a 'welcome' ledger entry, `balance:changed` to the player's sockets after
 * the commit), when its address is first verified. Exactly once however often or concurrently it is asked: a second
 * call replays the first entry, and a call that lost a race to the same ref changes nothing. Returns the coins this
 * call credited (0 when off, already granted, or lost). A failure is logged, never thrown: the address is verified
 * already, and the grant must not turn that into an error.
 */
export async function grantWelcomeCoins(ctx: AppContext, userId: Types.ObjectId | string): Promise<number> {
  const amount = ctx.config.WELCOME_COINS;
  if (amount === 0) return 0;
  const _id = new Types.ObjectId(userId);
  try {
    const result = await inTransaction(ctx.bus, (tx) =>
      credit(tx, { userId: _id, amount, kind: 'welcome', ref: welcomeRef(_id), at: ctx.clock.now() }),
    );
    return result.applied ? amount : 0;
  } catch (err) {
    if (isDuplicateKey(err, 'ref')) return 0;
    ctx.logger.error({ err, userId: _id.toHexString() }, 'welcome coins not granted');
    return 0;
  }
}
