import { Types } from 'mongoose';
import { AUDIT_ACTIONS, type AuditAction, type AuditQuery, type AuditSnapshot, type Role } from '@nova/protocol';
import type { AppContext } from '../context';
import type { Transaction } from '../core/transaction';
import { AuditEntryModel, type AuditEntry } from './model';
import { assertNoSecrets } from './snapshot';

/** Who made the write: a signed-in staff user (a `UserDocument` fits). */
export interface AuditActor {
  _id: Types.ObjectId;
  username: string;
  role: Role;
}

/** One audited write. The target's type follows from the action (`AUDIT_ACTIONS`). */
export interface AuditInput<A extends AuditAction = AuditAction> {
  action: A;
  actor: AuditActor;
  /** The changed object: its id and a short label people recognise (a username, a prize name, a ticket reference). */
  target: { id: Types.ObjectId | string; label: string };
  /** Only the fields the write changed, as they were; null when the write created the object. */
  before: AuditSnapshot | null;
  /** Only the fields the write changed, as they are now. */
  after: AuditSnapshot | null;
  reason?: string | null;
  /** When: the app clock (`ctx.clock.now()`), the same instant the write stores. */
  at: Date;
}

function entryOf(input: AuditInput): AuditEntry {
  assertNoSecrets(input.before);
  assertNoSecrets(input.after);
  return {
    _id: new Types.ObjectId(),
    action: input.action,
    actor: { id: input.actor._id, username: input.actor.username, role: input.actor.role },
    target: { type: AUDIT_ACTIONS[input.action], id: String(input.target.id), label: input.target.label },
    before: input.before,
    after: input.after,
    reason: input.reason ?? null,
    at: input.at,
  };
}

/**
 * Records an audit entry with the caller's transaction's writes: it commits or aborts with the write it describes, and
 * `audit.recorded` is emitted only after the commit. Call it once per write, after the write succeeded.
 */
export function recordAudit<A extends AuditAction>(
  tx: Transaction,
  input: AuditInput<A>,
): AuditEntry {
  const entry = entryOf(input);
  tx.stage(AuditEntryModel.collection, entry);
  tx.emit('audit.recorded', { entry });
  return entry;
}

/**
 * Records an audit entry for a write that has no transaction, right after it, and emits `audit.recorded` at once.
 * Prefer `recordAudit` in a transaction: here a failure between the write and this call leaves the write unaudited.
 */
export async function recordAuditNow<A extends AuditAction>(ctx: AppContext, input: AuditInput<A>): Promise<AuditEntry> {
  const entry = entryOf(input);
  await AuditEntryModel.collection.insertOne(entry);
  ctx.bus.emit('audit.recorded', { entry });
  return entry;
}

const encodeCursor = (e: AuditEntry) => `${e.at.getTime()}.${e._id.toHexString()}`;

function afterCursor(cursor: string | undefined): Record<string, unknown> {
  if (!cursor) return {};
  const [ms, id] = cursor.split('.');
  const at = new Date(Number(ms));
  const _id = new Types.ObjectId(id);
  return { $or: [{ at: { $lt: at } }, { at, _id: { $lt: _id } }] };
}

/** One page of the audit log, newest first (ties by id, so entries at the same instant page stably), filtered. */
export async function listAudit(query: AuditQuery): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
  const filter: Record<string, unknown> = { ...afterCursor(query.cursor) };
  if (query.action) filter.action = query.action;
  if (query.actorId) filter['actor.id'] = new Types.ObjectId(query.actorId);
  if (query.targetType) filter['target.type'] = query.targetType;
  if (query.targetId) filter['target.id'] = query.targetId;
  const rows = await AuditEntryModel.find(filter)
    .sort({ at: -1, _id: -1 })
    .limit(query.limit + 1)
    .lean<AuditEntry[]>();
  const entries = rows.slice(0, query.limit);
  const last = entries.at(-1);
  return { entries, nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null };
}
