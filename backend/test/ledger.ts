import { randomUUID } from 'node:crypto';
import type { Role } from '@nova/protocol';
import type { AppContext } from '../src/context';
import { inTransaction } from '../src/core/transaction';
import { credit } from '../src/ledger/service';
import type { UserDocument } from '../src/users/model';
import { buildUser } from './factories';

/** Credits coins through the ledger (a 'grant' entry), so the ledger invariant holds for the user. */
export async function fundUser(ctx: AppContext, userId: UserDocument['_id'] | string, coins: number): Promise<number> {
  const { balance } = await inTransaction(ctx.bus, (tx) =>
    credit(tx, { userId, amount: coins, kind: 'grant', ref: `grant:test:${randomUUID()}`, reason: 'test funds' }),
  );
  return balance;
}

/** A player (or staff member) whose balance came from the ledger. */
export async function buildFundedUser(
  ctx: AppContext,
  coins: number,
  role: Role = 'player',
): Promise<{ user: UserDocument; token: string }> {
  const built = await buildUser(ctx, { role });
  if (coins > 0) await fundUser(ctx, built.user._id, coins);
  return built;
}
