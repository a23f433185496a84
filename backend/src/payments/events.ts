import type { PaymentFeedStatus } from '@nova/protocol';
import type { Purchase } from './model';

/**
 * What happened to a purchase: created (payment started), canceled (never paid; not a line of the staff feed), or one
 * of the staff feed's payment statuses.
 */
export type PurchaseChange = 'created' | 'canceled' | PaymentFeedStatus;

/** A purchase changed (after commit). The broadcaster tells the player's tabs and the staff feed. */
export interface PurchaseUpdatedEvent {
  purchase: Purchase;
  change: PurchaseChange;
  /** Coins credited (succeeded) or taken back (refunded, disputed) by this change; 0 otherwise. */
  coins: number;
  at: Date;
}

/** The payments domain's events (composed into `DomainEvents` by `core/eventMap.ts`). */
export interface PaymentEvents {
  'purchase.updated': PurchaseUpdatedEvent;
}
