import { randomUUID } from 'node:crypto';
import { Types, type ClientSession } from 'mongoose';
import { ErrorCode } from '@nova/protocol';
import { recordAudit, type AuditActor } from '../audit/service';
import type { AppContext } from '../context';
import { AppError, errors } from '../core/errors';
import { inTransaction, type Transaction } from '../core/transaction';
import { Users } from '../users/queries';
import { debit as debitCoins, entryByRef, type LedgerApplied, type LedgerEntryRecord } from './service';

export interface ClawbackInput {
  admin: AuditActor;
  userId: string;
  /** Coins asked for (positive). */
  amount: number;
  reason: string;
  /** Take what the player has, up to `amount`, instead of refusing when the balance is lower. */
  upToBalance: boolean;
  /** Client idempotency key (scoped to the admin); without one every call is a new clawback. */
  requestId?: string;
}

export interface ClawbackResult {
  entry: LedgerEntryRecord;
  balance: number;
  applied: boolean;
  username: string;
  requested: number;
}

/** 409: the player has fewer coins than the clawback asks for (or none at all); nothing was taken. */
function exceedsBalance(balance: number, requested: number): AppError {
  return new AppError(
    ErrorCode.CLAWBACK_EXCEEDS_BALANCE,
    balance === 0
      ? 'The player has no coins to take back.'
      : `The player has only ${balance.toLocaleString('en-US')} coins; nothing was taken. Choose "up to the balance" to take what there is.`,
    { balance: String(balance), requested: String(requested) },
  );
}

/** A repeated request key: the same clawback again is a replay; anything else is 409 IDEMPOTENCY_CONFLICT. */
function replayOf(previous: LedgerEntryRecord, input: ClawbackInput): LedgerApplied {
  const taken = -previous.amount;
  const same =
    previous.kind === 'clawback' &&
    previous.userId.equals(input.userId) &&
    (taken === input.amount || (input.upToBalance && taken < input.amount));
  if (!same) throw new AppError(ErrorCode.IDEMPOTENCY_CONFLICT, 'This request key was already used for a different change.');
  return { entry: previous, balance: previous.balanceAfter, applied: false, user: null };
}

/** The coins to take: the amount, or with `upToBalance` what the balance holds of it (read in this transaction). */
async function coinsToTake(session: ClientSession, input: ClawbackInput): Promise<number> {
  if (!input.upToBalance) return input.amount;
  const user = await Users.findById(input.userId, { balance: 1 }).session(session).lean();
  if (!user) throw errors.notFound('User');
  if (user.balance === 0) throw exceedsBalance(0, input.amount);
  return Math.min(input.amount, user.balance);
}

async function debit(tx: Transaction, input: ClawbackInput, ref: string, at: Date): Promise<LedgerApplied> {
  const take = await coinsToTake(tx.session, input);
  try {
    return await debitCoins(tx, {
      userId: input.userId,
      amount: take,
      kind: 'clawback',
      ref,
      actorId: input.admin._id,
      reason: input.reason,
      at,
    });
  } catch (err) {
    // The ledger's conditional debit refused: the balance is lower than what was asked (it never goes below zero).
    if (err instanceof AppError && err.code === ErrorCode.INSUFFICIENT_BALANCE)
      throw exceedsBalance(Number(err.details?.balance ?? 0), input.amount);
    throw err;
  }
}

/**
 * An admin takes coins back from a player, with a reason: a `clawback` ledger entry naming the admin, debited
 * conditionally (`balance >= coins`) so a balance never goes below zero, audited as `coins.clawed-back` in the same
 * transaction. Exact by default (409 CLAWBACK_EXCEEDS_BALANCE when the balance is lower, nothing taken); with
 * `upToBalance`, takes the smaller of the amount and the balance. A repeated `requestId` returns the first result.
 */
export async function clawBack(ctx: AppContext, input: ClawbackInput): Promise<ClawbackResult> {
  const ref = input.requestId ? `clawback:${String(input.admin._id)}:${input.requestId}` : `clawback:${randomUUID()}`;
  const at = ctx.clock.now();
  const result = await inTransaction(ctx.bus, async (tx) => {
    const previous = input.requestId ? await entryByRef(tx, ref) : null;
    if (previous) return replayOf(previous, input);
    const change = await debit(tx, input, ref, at);
    if (change.user) {
      recordAudit(tx, {
        action: 'coins.clawed-back',
        actor: input.admin,
        target: { id: change.user._id, label: change.user.username },
        before: { balance: change.balance - change.entry.amount },
        after: { balance: change.balance },
        reason: input.reason,
        at,
      });
    }
    return change;
  });
  const username =
    result.user?.username ?? (await Users.findById(new Types.ObjectId(input.userId), { username: 1 }).lean())?.username ?? '';
  return { entry: result.entry, balance: result.balance, applied: result.applied, username, requested: input.amount };
}
