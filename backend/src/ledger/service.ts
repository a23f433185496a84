import { randomUUID } from 'node:crypto';
import { Types, type ClientSession } from 'mongoose';
import { ErrorCode, type LedgerKind } from '@nova/protocol';
import { recordAudit, type AuditActor } from '../audit/service';
import type { AppContext } from '../context';
import { AppError } from '../core/errors';
import { inTransaction, insertAll, type PendingEvents, type TransactionWrite } from '../core/transaction';
import { applyBalanceChange, whyBalanceRefused, type BalanceRider, type UserAfter } from '../users/operations';
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
 * Credits `change.amount` coins inside the caller's transaction: one write of the user (with what `rider`, a
 * users-domain rider such as `dailyBonusClaim`, adds to it), the ledger entry, and a `balance.changed` event for
 * after the commit. A ref applied before is a no-op returning the first result. 404 for an unknown user.
 */
export async function credit(session: ClientSession, events: PendingEvents, change: LedgerChange, rider?: BalanceRider): Promise<LedgerApplied> {
  return replayOr(session, change, +1, () => applyAndRecord(session, events, change, +1, rider));
}

/**
 * Debits `change.amount` coins conditionally (`balance >= amount`) inside the caller's transaction, like `credit`
 * otherwise. 402 INSUFFICIENT_BALANCE when the balance is short (nothing changed).
 */
export async function debit(session: ClientSession, events: PendingEvents, change: LedgerChange, rider?: BalanceRider): Promise<LedgerApplied> {
  return replayOr(session, change, -1, () => applyAndRecord(session, events, change, -1, rider));
}

/** A paid opening's debit, written to the user; its ledger entry goes in with the opening record. */
export interface OpeningCharge {
  /** The player as the debit left them (balance, totals, legendary count, nonce, free-box level). */
  player: UserAfter;
  /**
   * Inserts the ledger entry together with `companions` (the opening record, the check that the box is still at
   * the odds version drawn from) and the outbox records of the events recorded so far, in one round trip. Call it
   * once, in the same transaction, after recording the opening's events.
   */
  record(companions: TransactionWrite[]): Promise<void>;
}

/**
 * Charges a paid opening: the conditional debit of the box's price and the users-domain `paidPlay` rider in one
 * write of the player, and the `balance.changed` event. The ref embeds the new opening's id, so no earlier entry
 * can hold it (the unique index still guards it). The caller draws from `player`, then calls `record`.
 */
export async function chargeOpening(
  session: ClientSession,
  events: PendingEvents,
  change: LedgerChange,
  play: BalanceRider,
): Promise<OpeningCharge> {
  const { entry, user } = await applyToUser(session, events, change, -1, play);
  return {
    player: user,
    record: (companions) => insertAll(session, [{ collection: LedgerEntryModel.collection, doc: entry }, ...companions], events),
  };
}

/** The earlier result under `change.ref`, or `apply()` when the ref is new. */
async function replayOr(session: ClientSession, change: LedgerChange, sign: 1 | -1, apply: () => Promise<LedgerApplied>): Promise<LedgerApplied> {
  assertCoins(change.amount);
  const previous = await entryByRef(session, change.ref);
  if (!previous) return apply();
  const userId = new Types.ObjectId(change.userId);
  if (!previous.userId.equals(userId) || previous.amount !== sign * change.amount || previous.kind !== change.kind) {
    throw new AppError(ErrorCode.IDEMPOTENCY_CONFLICT, 'This request key was already used for a different change.');
  }
  return { entry: previous, balance: previous.balanceAfter, applied: false, user: null };
}

async function applyAndRecord(
  session: ClientSession,
  events: PendingEvents,
  change: LedgerChange,
  sign: 1 | -1,
  rider: BalanceRider | undefined,
): Promise<LedgerApplied> {
  const { entry, user } = await applyToUser(session, events, change, sign, rider);
  await LedgerEntryModel.collection.insertOne(entry, { session });
  return { entry, balance: user.balance, applied: true, user };
}

function assertCoins(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`ledger amount must be a positive integer, got ${amount}`);
}

/** The user write (through the users domain) and the entry to record, with its `balance.changed` event. */
async function applyToUser(
  session: ClientSession,
  events: PendingEvents,
  change: LedgerChange,
  sign: 1 | -1,
  rider: BalanceRider | undefined,
): Promise<{ entry: LedgerEntryRecord; user: UserAfter }> {
  assertCoins(change.amount);
  const userId = new Types.ObjectId(change.userId);
  const delta = sign * change.amount;
  const user = await applyBalanceChange(session, userId, delta, rider);
  if (!user) throw await whyBalanceRefused(session, userId, delta, rider);
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
  events.add('balance.changed', {
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

/** The entry written under `ref`, if any (an idempotent request seen before). */
export async function entryByRef(session: ClientSession, ref: string): Promise<LedgerEntryRecord | null> {
  return LedgerEntryModel.findOne({ ref }).session(session).lean<LedgerEntryRecord>();
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
  const result = await inTransaction(ctx.bus, async (session, events) => {
    const change = await credit(session, events, {
      userId: input.userId,
      amount: input.amount,
      kind: 'grant',
      ref,
      actorId: input.admin._id,
      reason,
      at,
    });
    if (change.user) {
      await recordAudit(session, events, {
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
