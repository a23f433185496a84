import { Schema, model, type Types } from 'mongoose';
import { STAFF_EVENT_KINDS, type StaffEventKind } from '@nova/protocol';

/** How long the operations feed keeps events (real time). */
export const STAFF_EVENT_TTL_SECONDS = 7 * 24 * 3600;

/**
 * One line of the staff operations feed. `data` holds the kind's fields (see `staffEventSchema` in protocol).
 * `seq` is written right after the insert, once the line is numbered (0 for the few milliseconds in between); the
 * feed is read newest first by `_id`.
 */
export interface StaffEvent {
  _id: Types.ObjectId;
  seq: number;
  kind: StaffEventKind;
  at: Date;
  data: Record<string, unknown>;
  /** Real time of storage, for the TTL index (`at` follows the app clock, which tests move). */
  storedAt: Date;
  /** The outbox id of the event this line reports (`outboxEventId`), so a re-published event stores no second line. */
  sourceId?: string;
}

const staffEventSchema = new Schema<StaffEvent>(
  {
    seq: { type: Number, required: true },
    kind: { type: String, enum: STAFF_EVENT_KINDS, required: true },
    at: { type: Date, required: true },
    data: { type: Schema.Types.Mixed, default: {} },
    storedAt: { type: Date, required: true },
    sourceId: { type: String },
  },
  { versionKey: false },
);
staffEventSchema.index({ storedAt: 1 }, { expireAfterSeconds: STAFF_EVENT_TTL_SECONDS });
staffEventSchema.index({ kind: 1, _id: -1 });
staffEventSchema.index({ sourceId: 1 }, { unique: true, sparse: true });

export const StaffEventModel = model<StaffEvent>('StaffEvent', staffEventSchema);
