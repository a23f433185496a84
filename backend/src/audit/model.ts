import { Schema, model, type Types } from 'mongoose';
import {
  AUDIT_ACTION_NAMES,
  AUDIT_TARGET_TYPES,
  ROLES,
  type AuditAction,
  type AuditSnapshot,
  type AuditTargetType,
  type Role,
} from '@nova/protocol';

/**
 * One audited staff write, append-only: nothing updates or deletes these. The actor's name and role and the
 * target's label are copied at write time, so the entry still reads right after a rename or a role change.
 */
export interface AuditEntry {
  _id: Types.ObjectId;
  action: AuditAction;
  actor: { id: Types.ObjectId; username: string; role: Role };
  target: { type: AuditTargetType; id: string; label: string };
  before: AuditSnapshot | null;
  after: AuditSnapshot | null;
  reason: string | null;
  /** When it happened (the app clock, the same instant the write stored). */
  at: Date;
}

// Snapshots are stored as given (Mixed); the recursive JSON type is too deep for Mongoose's schema inference.
type Stored = Omit<AuditEntry, 'before' | 'after'> & { before: object | null; after: object | null };

const auditEntrySchema = new Schema<Stored>(
  {
    action: { type: String, enum: AUDIT_ACTION_NAMES, required: true },
    actor: {
      id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
      username: { type: String, required: true },
      role: { type: String, enum: ROLES, required: true },
    },
    target: {
      type: { type: String, enum: AUDIT_TARGET_TYPES, required: true },
      id: { type: String, required: true },
      label: { type: String, default: '' },
    },
    before: { type: Schema.Types.Mixed, default: null },
    after: { type: Schema.Types.Mixed, default: null },
    reason: { type: String, default: null },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
// Newest first (ties by id), alone or within one action, one actor, one target.
auditEntrySchema.index({ at: -1, _id: -1 });
auditEntrySchema.index({ action: 1, at: -1, _id: -1 });
auditEntrySchema.index({ 'actor.id': 1, at: -1, _id: -1 });
auditEntrySchema.index({ 'target.type': 1, 'target.id': 1, at: -1, _id: -1 });

export const AuditEntryModel = model<Stored>('AuditEntry', auditEntrySchema, 'audit_log');
