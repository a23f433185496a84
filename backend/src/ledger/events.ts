import type { LedgerKind } from '@nova/protocol';

/** A user's balance changed (after commit). The realtime domain pushes it to the `user:<id>` room. */
export interface BalanceChangedEvent {
  userId: string;
  balance: number;
  /** Signed coins of this change. */
  delta: number;
  kind: LedgerKind;
  ref: string;
  at: Date;
}

declare module '../core/events' {
  interface DomainEvents {
    'balance.changed': BalanceChangedEvent;
  }
}
