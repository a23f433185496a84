import type { AffiliateEvents } from '../affiliates/events';
import type { AuditEvents } from '../audit/events';
import type { AuthEvents } from '../auth/events';
import type { BattleEvents } from '../battles/events';
import type { CatalogEvents } from '../boxes/events';
import type { FreeBoxEvents } from '../free-boxes/events';
import type { LeaderboardEvents } from '../leaderboard/events';
import type { LedgerEvents } from '../ledger/events';
import type { MailEvents } from '../mail/events';
import type { OpeningEvents } from '../openings/events';
import type { RealtimeEvents } from '../realtime/events';
import type { PaymentEvents } from '../payments/events';
import type { ReviewEvents } from '../reviews/events';
import type { ShipmentEvents } from '../shipments/events';
import type { SupportEvents } from '../support/events';
import type { UserEvents } from '../users/events';
import type { WinnerEvents } from '../winners/events';

/** Facts of the app itself, for the staff feed's error signals. */
export interface AppEvents {
  /** Something failed unexpectedly (a 500 on a request, a background job). */
  'app.failed': { where: 'http' | 'job'; code: string; detail: string; at: Date };
}

/**
 * Every domain event, by name: the one map the bus is typed with. Each domain declares its events (name ->
 * payload) in its own `events.ts`; this file composes them. The imports are type-only (erased at build), so
 * no module has to be loaded for an event type to be known. Names are `noun.pastTense` (docs/events.md).
 * Adding a domain's events is one line here.
 */
export interface DomainEvents
  extends AppEvents,
    AffiliateEvents,
    AuditEvents,
    AuthEvents,
    BattleEvents,
    CatalogEvents,
    FreeBoxEvents,
    LeaderboardEvents,
    LedgerEvents,
    MailEvents,
    OpeningEvents,
    PaymentEvents,
    RealtimeEvents,
    ReviewEvents,
    ShipmentEvents,
    SupportEvents,
    UserEvents,
    WinnerEvents {}

/** A domain event's name. */
export type DomainEventName = keyof DomainEvents;
