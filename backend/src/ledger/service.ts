import { randomUUID } from 'node:crypto';
import { Types, type ClientSession } from 'mongoose';
import { ErrorCode, type LedgerKind } from '@nova/protocol';
import { recordAudit, type AuditActor } from '../audit/service';
import type { AppContext } from '../context';
import { AppError, errors } from '../core/errors';
import { inTransaction, insertAll, type PendingEvents, type TransactionWrite } from '../core/transaction';
import { UserModel, type User } from '../users/model';
import { LedgerEntryModel, type LedgerEntry } from './model';

export interface LedgerChange {
  userId: Types.ObjectId | string;
  /** Signed integer coins, never 0: negative debits (conditionally), positive credits. */
  amount: number;
  kind: LedgerKind;
  /** Unique idempotency key; a second change with the same ref is a no-op returning the first result. */
  ref: string;
  actorId?: Types.ObjectId | string | null;
  reason?: string | null;
  /** When it happened (the app clock); now by default. */
  at?: Date;
}

export interface LedgerOptions {
  /** Extra conditions on the user document; when the write finds no match, `refused` says why. */
  filter?: Record<string, unknown>;
  /**
   * The error for a refused change, given the user as stored now; undefined when the extra conditions are not the
   * reason (then an unaffordable debit is INSUFFICIENT_BALANCE, anything else a CONFLICT).
   */
  refused?: (current: User) => AppError | undefined;
  /** Integer increments of other numeric user fields (e.g. totalSpent, experiencePoints; the schema gives them defaults). */
  inc?: Partial<Record<keyof User, number>>;
  /**
   * Other user fields set in the same write, as aggregation expressions evaluated on the document as it
   * was before this change (e.g. a counter that depends on another field). Dotted paths are allowed.
   */
  compute?: Record<string, unknown>;
  /**
   * The ref embeds an id generated for this very change (e.g. a new opening id), so it cannot exist yet:
   * skip the duplicate lookup. The unique index still guards it.
   */
  freshRef?: boolean;
  /**
   * Documents that belong with this change (e.g. the opening it paid for), built from the user as the change
   * left it: inserted together with the ledger entry, in one round trip where the server allows it. Preconditions
   * in the list (e.g. the box is still at the odds version drawn from) are checked in that same round trip.
   */
  insertWith?: (user: UserAfter) => TransactionWrite[] | Promise<TransactionWrite[]>;
}

export type LedgerEntryRecord = LedgerEntry & { _id: Types.ObjectId };

/** The user document as it is after the change (the whole document: a projection costs more than it saves). */
export type UserAfter = User & { _id: Types.ObjectId };

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
 * Applies one balance change inside the caller's transaction: one conditional write of the user
 * (debits require `balance >= cost`; other fields in `inc`/`compute` change atomically with it), the
 * ledger entry, and a `balance.changed` event for after the commit. A ref applied before is a no-op
 * returning the first result. Throws 402 INSUFFICIENT_BALANCE (nothing changed), 404 for an unknown user.
 */
export async function applyLedgerChange(
  session: ClientSession,
  events: PendingEvents,
  change: LedgerChange,
  options: LedgerOptions = {},
): Promise<LedgerApplied> {
  if (!Number.isSafeInteger(change.amount) || change.amount === 0)
    throw new RangeError(`ledger amount must be a non-zero integer, got ${change.amount}`);
  const userId = new Types.ObjectId(change.userId);

  if (!options.freshRef) {
    const previous = await entryByRef(session, change.ref);
    if (previous) {
      if (!previous.userId.equals(userId) || previous.amount !== change.amount || previous.kind !== change.kind) {
        throw new AppError(409, ErrorCode.IDEMPOTENCY_CONFLICT, 'This request key was already used for a different change.');
      }
      return { entry: previous, balance: previous.balanceAfter, applied: false, user: null };
    }
  }

  const filter: Record<string, unknown> = { ...options.filter, _id: userId };
  if (change.amount < 0) filter.balance = { $gte: -change.amount };
  const set: Record<string, unknown> = { ...options.compute };
  for (const [field, by] of Object.entries(options.inc ?? {})) set[field] = { $add: [`$${field}`, by] };
  set.balance = { $add: ['$balance', change.amount] };
  // The version orders balance facts for clients (`balance:changed` seq); users stored before it existed start at 0.
  set.balanceVersion = { $add: [{ $ifNull: ['$balanceVersion', 0] }, 1] };
  const user = (await UserModel.collection.findOneAndUpdate(filter, [{ $set: set }], {
    session,
    returnDocument: 'after',
  })) as UserAfter | null;
  if (!user) throw await whyRefused(session, userId, change.amount, options);

  const entry: LedgerEntryRecord = {
    _id: new Types.ObjectId(),
    userId,
    amount: change.amount,
    balanceAfter: user.balance,
    kind: change.kind,
    ref: change.ref,
    actorId: change.actorId ? new Types.ObjectId(change.actorId) : null,
    reason: change.reason ?? null,
    createdAt: change.at ?? new Date(),
  };
  const companions = options.insertWith ? await options.insertWith(user) : [];
  await insertAll(session, [{ collection: LedgerEntryModel.collection, doc: entry }, ...companions]);
  events.add('balance.changed', {
    userId: userId.toHexString(),
    balance: user.balance,
    version: user.balanceVersion,
    delta: change.amount,
    kind: change.kind,
    ref: change.ref,
    reason: entry.reason,
    at: entry.createdAt,
  });
  return { entry, balance: user.balance, applied: true, user };
}

/** The entry written under `ref`, if any (an idempotent request seen before). */
export async function entryByRef(session: ClientSession, ref: string): Promise<LedgerEntryRecord | null> {
  return LedgerEntryModel.findOne({ ref }).session(session).lean<LedgerEntryRecord>();
}

async function whyRefused(session: ClientSession, userId: Types.ObjectId, amount: number, options: LedgerOptions): Promise<AppError> {
  const current = await UserModel.findById(userId).session(session).lean<User>();
  if (!current) return errors.notFound('User');
  const why = options.refused?.(current);
  if (why) return why;
  if (amount < 0 && current.balance < -amount) return insufficientBalance(current.balance, -amount);
  return errors.conflict(ErrorCode.CONFLICT, 'The balance could not be changed. Please try again.');
}

/** 402: the player cannot afford `required` coins. */
export function insufficientBalance(balance: number, required: number): AppError {
  return new AppError(402, ErrorCode.INSUFFICIENT_BALANCE, "Insufficient Balance: You don't have enough coins to open this box", {
    balance: String(balance),
    required: String(required),
  });
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
    const change = await applyLedgerChange(
      session,
      events,
      { userId: input.userId, amount: input.amount, kind: 'grant', ref, actorId: input.admin._id, reason, at },
      { freshRef: !input.requestId },
    );
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
  const username = result.user?.username ?? (await UserModel.findById(input.userId, { username: 1 }).lean())?.username ?? '';
  return { entry: result.entry, balance: result.balance, applied: result.applied, username };
}
