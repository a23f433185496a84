import type { LedgerKind } from '@nova/protocol';

/** A user's balance changed (after commit). The realtime domain pushes it to the `user:<id>` room. */
export interface BalanceChangedEvent {
  userId: string;
  balance: number;
  /** The user's balance version after this change (increases by one per change). */
  version: number;
  /** Signed coins of this change. */
  delta: number;
  kind: LedgerKind;
  ref: string;
  /** Why, for grants and other staff-made changes. */
  reason: string | null;
  at: Date;
}

/** The ledger domain's events (composed into `DomainEvents` by `core/eventMap.ts`). */
export interface LedgerEvents {
  'balance.changed': BalanceChangedEvent;
}
