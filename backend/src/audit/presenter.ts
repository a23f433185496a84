import type { AuditEntryDto } from '@nova/protocol';
import type { AuditEntry } from './model';

/** An audit entry on the wire. */
export function presentAuditEntry(e: AuditEntry): AuditEntryDto {
  return {
    id: e._id.toHexString(),
    action: e.action,
    actor: { id: e.actor.id.toHexString(), username: e.actor.username, role: e.actor.role },
    target: { type: e.target.type, id: e.target.id, label: e.target.label },
    before: e.before,
    after: e.after,
    reason: e.reason,
    at: e.at.toISOString(),
  };
}
