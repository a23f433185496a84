import type { AuditEntry } from './model';

declare module '../core/events' {
  interface DomainEvents {
    /** A staff write was audited (after its commit). The staff feed shows it as an `admin` line. */
    'audit.recorded': { entry: AuditEntry };
  }
}

export {};
