import type { AuditEntry } from './model';

/** The audit domain's events (composed into `DomainEvents` by `core/eventMap.ts`). */
export interface AuditEvents {
  /** A staff write was audited (after its commit). The staff feed shows it as an `admin` line. */
  'audit.recorded': { entry: AuditEntry };
}
