import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import { ErrorCode, type LedgerKind } from '@nova/protocol';
import { recordAudit, type AuditActor } from '../audit/service';
import type { AppContext } from '../context';
import { AppError } from '../core/errors';
import { inTransaction, type Transaction } from '../core/transaction';
import { applyBalanceChange, whyBalanceRefused, type PlayerPatch, type UserAfter } from '../users/playWrites';
import { Users } from '../users/queries';
import { LedgerEntryModel, type LedgerEntry } from './model';

export interface LedgerChange {
  userId: Types.ObjectId | string;
  /** Positive integer coins: `credit` adds them, `debit` takes them (conditionally). */
  amount: number;
  kind: LedgerKind;
  /** Unique idempotency key; a second change with the same ref is a no-op returning the first result. */
  ref: string;
  actorId?: Types.ObjectId | string | null;
  reason?: string | null;
  /** When it happened (the app clock); now by default. */
  at?: Date;
}

export type LedgerEntryRecord = LedgerEntry & { _id: Types.ObjectId };

export type { UserAfter };

export interface LedgerApplied {
  entry: LedgerEntryRecord;
  /** The balance right after this entry. */
  balance: number;
  /** False when the ref had been applied before (nothing changed now). */
  applied: boolean;
  /** The user after the change; null on a replay. */
  user: UserAfter | null;
}

/**
 * Credits `change.amount` coins inside `tx`: one write of the user (with what `patch`, such as a daily-bonus claim,
 * adds to it: a `PlayerPatch`), the ledger entry staged with the transaction's writes, and a `balance.changed`
 * event. A ref applied before is a no-op returning the first result. 404 for an unknown user.
 */
export async function credit(tx: Transaction, change: LedgerChange, patch?: PlayerPatch): Promise<LedgerApplied> {
  return (await replayOf(tx, change, +1)) ?? applied(await applyAndStage(tx, change, +1, patch));
}

/**
 * Debits `change.amount` coins conditionally (`balance >= amount`) inside `tx`, like `credit` otherwise. 402
 * INSUFFICIENT_BALANCE when the balance is short (nothing changed).
 */
export async function debit(tx: Transaction, change: LedgerChange, patch?: PlayerPatch): Promise<LedgerApplied> {
  return (await replayOf(tx, change, -1)) ?? applied(await applyAndStage(tx, change, -1, patch));
}

/**
 * Spends coins on play (a paid opening): the conditional debit and `play`'s patch in one write of the player, the
 * ledger entry staged with the transaction's writes, and `balance.changed`. Returns the player as the write left
 * them. Nothing is looked up first: the ref names the new record the coins pay for, so no earlier entry holds it
 * (the unique index still guards it).
 */
export async function spend(tx: Transaction, change: LedgerChange, play: PlayerPatch): Promise<UserAfter> {
  return (await applyAndStage(tx, change, -1, play)).user;
}

const applied = ({ entry, user }: { entry: LedgerEntryRecord; user: UserAfter }): LedgerApplied => ({
  entry,
  balance: user.balance,
  applied: true,
  user,
});

/** The earlier result under `change.ref`, or null when the ref is new. */
async function replayOf(tx: Transaction, change: LedgerChange, sign: 1 | -1): Promise<LedgerApplied | null> {
  assertCoins(change.amount);
  const previous = await entryByRef(tx, change.ref);
  if (!previous) return null;
  const userId = new Types.ObjectId(change.userId);
  if (!previous.userId.equals(userId) || previous.amount !== sign * change.amount || previous.kind !== change.kind) {
    throw new AppError(ErrorCode.IDEMPOTENCY_CONFLICT, 'This request key was already used for a different change.');
  }
  return { entry: previous, balance: previous.balanceAfter, applied: false, user: null };
}

function assertCoins(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`ledger amount must be a positive integer, got ${amount}`);
}

/** The user write (through the users domain), its entry staged in `tx`, and its `balance.changed` event. */
async function applyAndStage(
  tx: Transaction,
  change: LedgerChange,
  sign: 1 | -1,
  patch: PlayerPatch | undefined,
): Promise<{ entry: LedgerEntryRecord; user: UserAfter }> {
  assertCoins(change.amount);
  const userId = new Types.ObjectId(change.userId);
  const delta = sign * change.amount;
  const user = await applyBalanceChange(tx, userId, delta, patch);
  if (!user) throw await whyBalanceRefused(tx.session, userId, delta, patch);
  const entry: LedgerEntryRecord = {
    _id: new Types.ObjectId(),
    userId,
    amount: delta,
    balanceAfter: user.balance,
    kind: change.kind,
    ref: change.ref,
    actorId: change.actorId ? new Types.ObjectId(change.actorId) : null,
    reason: change.reason ?? null,
    createdAt: change.at ?? new Date(),
  };
  tx.stage(LedgerEntryModel.collection, entry);
  tx.emit('balance.changed', {
    userId: userId.toHexString(),
    balance: user.balance,
    version: user.balanceVersion,
    delta,
    kind: change.kind,
    ref: change.ref,
    reason: entry.reason,
    at: entry.createdAt,
  });
  return { entry, user };
}

/**
 * The entry written under `ref`, if any (an idempotent request seen before). Inside a transaction its staged entries
 * are written first, so an entry of the same transaction is found too.
 */
export async function entryByRef(tx: Transaction | null, ref: string): Promise<LedgerEntryRecord | null> {
  await tx?.flush();
  return LedgerEntryModel.findOne({ ref })
    .session(tx?.session ?? null)
    .lean<LedgerEntryRecord>();
}

export interface GrantInput {
  admin: AuditActor;
  userId: string;
  amount: number;
  reason?: string;
  /** Client idempotency key; without one every call is a new grant. */
  requestId?: string;
}

export interface GrantResult {
  entry: LedgerEntryRecord;
  balance: number;
  applied: boolean;
  username: string;
}

/**
 * An admin credits coins to a player: a `grant` entry naming the admin and the reason, audited as `coins.granted`
 * in the same transaction. With a `requestId` a retried call is a no-op returning the first result (the key is
 * scoped to the admin), and is not audited again.
 */
export async function grantCoins(ctx: AppContext, input: GrantInput): Promise<GrantResult> {
  const ref = input.requestId ? `grant:${String(input.admin._id)}:${input.requestId}` : `grant:${randomUUID()}`;
  const at = ctx.clock.now();
  const reason = input.reason ?? null;
  const result = await inTransaction(ctx.bus, async (tx) => {
    const change = await credit(tx, {
      userId: input.userId,
      amount: input.amount,
      kind: 'grant',
      ref,
      actorId: input.admin._id,
      reason,
      at,
    });
    if (change.user) {
      recordAudit(tx, {
        action: 'coins.granted',
        actor: input.admin,
        target: { id: change.user._id, label: change.user.username },
        before: { balance: change.balance - input.amount },
        after: { balance: change.balance },
        reason,
        at,
      });
    }
    return change;
  });
  const username = result.user?.username ?? (await Users.findById(input.userId, { username: 1 }).lean())?.username ?? '';
  return { entry: result.entry, balance: result.balance, applied: result.applied, username };
}
