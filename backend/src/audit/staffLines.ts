import type { StaffLines } from '../staff/lines';

/** Every audited staff write in the staff operations feed. */
export const auditStaffLines: StaffLines = {
  'audit.recorded': ({ entry }) => ({
    kind: 'admin',
    auditId: entry._id.toHexString(),
    action: entry.action,
    actor: { id: entry.actor.id.toHexString(), username: entry.actor.username, role: entry.actor.role },
    target: { ...entry.target },
    reason: entry.reason,
    at: entry.at,
  }),
};
